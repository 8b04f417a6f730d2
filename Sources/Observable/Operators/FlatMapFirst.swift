extension ObservableType {
    /// Maps a value to an observable with `selector` and sends its values, ignoring the source's values
    /// that arrive while that inner observable is still running (`selector` is not called for them).
    /// The first value after the inner completed starts the next inner.
    ///
    /// Completes when this source and the running inner completed; fails as soon as either fails or
    /// `selector` throws. Events are delivered one at a time even when the sources send from several
    /// threads, and nothing follows the terminal event; disposal disposes this source and the inner.
    ///
    /// - Parameter selector: maps a value to the observable whose values replace it.
    @inlinable
    public func flatMapFirst<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        FlatMapState(.first) { try selector($0).asObservable() }.observable(asObservable())
    }
}
