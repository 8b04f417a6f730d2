extension ObservableType {
    /// Pairs each value with `object`, held weakly: emits `resultSelector(object, value)` while `object`
    /// is alive and completes at the first value that arrives after it is gone. A thrown error ends the
    /// sequence with that error. The operator never keeps `object` alive.
    @inlinable
    public func withUnretained<Object: AnyObject, Result>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) throws -> Result
    ) -> Observable<Result> {
        lift { [weak object] sink in
            { [weak object] event in
                switch event {
                case .next(let value):
                    guard let object else {
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
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
