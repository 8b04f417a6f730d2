extension ObservableType {
    /// Transforms each value with `transform`; a thrown error ends the sequence with that error.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        lift { sink in
            { event in
                switch event {
                case .next(let value):
                    do { sink.forwardNext(try transform(value)) } catch { sink.forwardError(error) }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
