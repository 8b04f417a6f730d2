extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to each observable this source sends and sends the values of the latest one only: a
    /// new observable disposes the previous inner subscription before the new one is subscribed. This
    /// is `flatMapLatest` with the identity, and runs on the same state machine.
    ///
    /// Completes when this source and the current inner completed; fails as soon as either fails.
    /// Events are delivered one at a time even when the sources send from several threads, and nothing
    /// follows the terminal event; disposal disposes this source and the current inner.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        FlatMapState(.latest) { (inner: Element) in inner.asObservable() }.observable(asObservable())
    }
}
