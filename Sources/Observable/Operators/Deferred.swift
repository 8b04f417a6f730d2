extension Observable {
    /// An observable that runs `factory` for each subscription and subscribes to what it returns;
    /// a thrown error becomes the sequence's error.
    ///
    /// - Parameter factory: Makes the source of one subscription, on the subscribing thread.
    /// - Returns: An observable with the made source's events, and its guarantees.
    @inlinable
    public static func deferred<Source: ObservableType>(_ factory: @escaping () throws -> Source) -> Observable<Element>
    where Source.Element == Element {
        deferred { try factory().asObservable() }
    }

    /// An observable that runs `factory` for each subscription and subscribes to the observable it
    /// returns; a thrown error becomes the sequence's error. Takes a concrete `Observable`, as
    /// RxSwift's does, so `Observable<Int>.deferred { .never() }` type-checks.
    ///
    /// ```swift
    /// var attempt = 0
    /// let numbered = Observable<Int>.deferred {
    ///     attempt += 1
    ///     return .just(attempt)
    /// }
    /// _ = numbered.subscribe { print($0) }
    /// _ = numbered.subscribe { print($0) }
    /// // Prints:
    /// // next(1)
    /// // completed
    /// // next(2)
    /// // completed
    /// ```
    ///
    /// - Parameter factory: Makes the source of one subscription, on the subscribing thread, only when
    ///   someone subscribes.
    /// - Returns: An observable with the made source's events, and its guarantees.
    @inlinable
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            do {
                return try factory().subscribe(handler: downstream, lifetime: lifetime)
            } catch {
                downstream(.error(error))
                return Disposables.create()
            }
        })
    }
}
