extension ObservableType {
    /// Transforms each value with `transform` and passes on the non-`nil` results; a thrown error
    /// ends the sequence with that error.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift { sink in
            { event in
                switch event {
                case .next(let value):
                    do {
                        if let result = try transform(value) { sink.forwardNext(result) }
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
