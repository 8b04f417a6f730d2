extension ObservableType {
    /// Pairs each value with `object`, held weakly: emits `resultSelector(object, value)` while `object`
    /// is alive and completes at the first value that arrives after it is gone. A thrown error ends the
    /// sequence with that error. The operator never keeps `object` alive.
    ///
    /// ```swift
    /// final class Screen {}
    /// let screen = Screen()
    /// _ = Observable.of(1, 2).withUnretained(screen) { _, value in value * 10 }
    ///     .subscribe(onNext: { print($0) })
    /// // Prints 10, 20
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object to pair the values with; held weakly.
    ///   - resultSelector: Combines `object` with a value.
    /// - Returns: An observable of the combined values; events are sent on the source's thread, and nothing
    ///   after the terminal event or disposal.
    @inlinable
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) throws -> Result
    ) -> Observable<Result> {
        lift { [weak object] sink in
            let reference = WeakReference(object)
            return { event in
                switch event {
                case .next(let value):
                    guard let object = reference.object else {
                        sink.forwardCompleted()
                        return
                    }
                    do { sink.forwardNext(try resultSelector(object, value)) } catch { sink.forwardError(error) }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }

    /// Pairs each value with `object`, held weakly, as `(object, value)`; completes at the first value
    /// that arrives after `object` is gone. The operator never keeps `object` alive.
    ///
    /// ```swift
    /// final class Screen {}
    /// let screen = Screen()
    /// _ = Observable.of(1).withUnretained(screen)
    ///     .subscribe(onNext: { pair in print(pair.0 === screen, pair.1) })
    /// // Prints true 1
    /// ```
    ///
    /// - Parameter object: The object to pair the values with; held weakly.
    /// - Returns: An observable of `(object, value)` pairs; events are sent on the source's thread, and nothing
    ///   after the terminal event or disposal.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

/// Holds an object weakly for `withUnretained`; read only by the operator's serialized handler, so
/// `@exclusivity(unchecked)` spares the per-event runtime access check.
@usableFromInline
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) weak var object: Object?

    @usableFromInline init(_ object: Object?) {
        self.object = object
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }
}
