extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to the observables this source sends, at most `maxConcurrent` at a time, and sends
    /// their values as they come. An observable that arrives while `maxConcurrent` are running waits
    /// (in arrival order) until one of them completes.
    ///
    /// Completes when this source and every inner observable (running or waiting) completed; fails as
    /// soon as this source or a running inner fails. Events are delivered one at a time even when the
    /// sources send from several threads, and nothing follows the terminal event. Disposal disposes
    /// this source and every running inner subscription, and drops the waiting ones.
    ///
    /// - Parameter maxConcurrent: how many inner subscriptions may run at once. A value less than 1
    ///   is a programming error: the result then fails at once with `RxError.argumentOutOfRange`.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        FlatMapState(.merge(maxConcurrent: maxConcurrent)) { (inner: Element) in inner.asObservable() }
            .observable(asObservable())
    }
}
