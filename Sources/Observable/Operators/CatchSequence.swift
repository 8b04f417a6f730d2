extension Observable {
    /// Subscribes to the observables of `sequence` one after another, continuing with the next one
    /// whenever the current one fails; values and completion pass downstream unchanged. When every
    /// observable failed, the sequence ends with the last error; an empty `sequence` completes at once.
    ///
    /// `sequence` is iterated lazily, once per subscription, so it may be infinite.
    ///
    /// ```
    /// Observable.catch([a, b])
    ///
    /// a:       -1-#
    /// b:          -2|
    /// catch:   -1--2|
    /// ```
    ///
    /// - Parameter sequence: the observables to try, in order.
    /// - Returns: an observable that fails only when the last observable of `sequence` fails.
    @inlinable
    public static func `catch`<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        sequential(sequence, movesOnError: true)
    }
}

extension ObservableType {
    /// Resubscribes to this observable whenever it fails, forever; values and completion pass
    /// downstream unchanged. The sequence never fails (it ends only by completion or disposal).
    ///
    /// ```
    /// a.retry()
    ///
    /// a (cold): -1-#
    /// retry:    -1--1--1- …
    /// ```
    @inlinable
    public func retry() -> Observable<Element> {
        Observable.catch(repeatElement(asObservable(), count: Int.max))
    }

    /// Subscribes to this observable at most `maxAttemptCount` times in all, resubscribing when it
    /// fails; the error of the last attempt ends the sequence. Values and completion pass downstream
    /// unchanged. With `maxAttemptCount` ≤ 0 the sequence completes at once without subscribing.
    ///
    /// ```
    /// a.retry(2)
    ///
    /// a (cold): -1-#
    /// retry:    -1--1-#
    /// ```
    ///
    /// - Parameter maxAttemptCount: the number of subscriptions, the first one included.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable.catch(repeatElement(asObservable(), count: Swift.max(0, maxAttemptCount)))
    }
}
