extension ObservableType {
    /// Starting from `seed` (fresh for each subscription), combines the running result with each value
    /// through `accumulator` and passes on every intermediate result; a thrown error ends the sequence.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { result, value in result = try accumulator(result, value) }
    }

    /// Starting from `seed` (fresh for each subscription), updates the running result in place with each
    /// value and passes on every intermediate result; a thrown error ends the sequence.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        lift { sink in
            let result = StateBox(seed)
            return { event in
                switch event {
                case .next(let value):
                    do {
                        try accumulator(&result.value, value)
                        sink.forwardNext(result.value)
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
