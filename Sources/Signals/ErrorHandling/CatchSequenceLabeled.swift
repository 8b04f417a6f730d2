extension ObservableType {
    /// RxSwift 6's spelling of ``Observable/catch(_:)`` over a sequence: subscribes to the first
    /// observable of `sequence`; whenever the current one fails, moves on to the next one. Values and
    /// completion pass through; the result fails only when the last observable fails.
    ///
    /// ```
    /// Observable.catch(sequence: [a, b])
    ///
    /// a:     -1-#
    /// b:        -2|
    /// catch: -1--2|
    /// ```
    ///
    /// - Parameter sequence: the observables to try, in order; read lazily, one at a time.
    /// - Returns: the same observable as `Observable.catch(sequence)`.
    @inlinable
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable.catch(sequence)
    }
}
