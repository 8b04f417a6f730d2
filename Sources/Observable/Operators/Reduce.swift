extension ObservableType {
    /// Combines every value into one result, starting from `seed` (fresh for each subscription), and
    /// sends `mapResult` of it when the source completes, then completes. Sends nothing before that.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the running result with the next value. A thrown error ends the
    ///     sequence with that error and releases the source.
    ///   - mapResult: Turns the final accumulated value into the sent result. A thrown error ends
    ///     the sequence with that error.
    /// - Returns: An observable that sends exactly one value then completes, or fails (a source error
    ///   is passed on at once, without a result).
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        lift { sink in
            let result = StateBox(seed)
            return { event in
                switch event {
                case .next(let value):
                    do { result.value = try accumulator(result.value, value) } catch { sink.forwardError(error) }
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    let mapped: Result
                    do { mapped = try mapResult(result.value) } catch { return sink.forwardError(error) }
                    sink.forwardNext(mapped)
                    sink.forwardCompleted()
                }
            }
        }
    }

    /// Combines every value into one result, starting from `seed` (fresh for each subscription), and
    /// sends it when the source completes, then completes. A thrown error ends the sequence.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value; sent as is if the source completes without a value.
    ///   - accumulator: Combines the running result with the next value.
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
