extension ObservableType {
    /// Maps each value to an observable with `selector` and sends the values of these observables one
    /// observable after the other: the next one is subscribed only when the previous one completed,
    /// and the ones that arrive meanwhile wait, in arrival order. `selector` runs when the value
    /// arrives.
    ///
    /// Completes when this source and every inner observable completed; fails as soon as this source
    /// or the running inner fails, or `selector` throws. Events are delivered one at a time even when
    /// the sources send from several threads; disposal disposes this source and the running inner,
    /// and drops the waiting ones.
    ///
    /// - Parameter selector: maps a value to the observable whose values replace it.
    @inlinable
    public func concatMap<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        FlatMapState(.merge(maxConcurrent: 1)) { try selector($0).asObservable() }.observable(asObservable())
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to the observables this source sends one after the other, each only when the
    /// previous one completed, and sends their values: `merge(maxConcurrent: 1)`. Completes when this
    /// source and every inner completed; fails as soon as either fails. Disposal disposes this source
    /// and the running inner.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        concatMap { $0 }
    }
}
