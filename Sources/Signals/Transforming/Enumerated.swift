extension ObservableType {
    /// Pairs each value with its position in this subscription's sequence, starting at 0, as
    /// RxSwift's `enumerated()`. Each subscription counts from 0; errors and completion pass through.
    ///
    /// ```
    /// xs.enumerated()
    ///
    /// xs:         -a---b--|
    /// enumerated: -(0,a)-(1,b)-|
    /// ```
    ///
    /// - Returns: an observable of `(index: Int, element: Element)` tuples.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Observable.deferred {
            var index = -1
            return source.map { element -> (index: Int, element: Element) in
                index += 1
                return (index: index, element: element)
            }
        }
    }
}
