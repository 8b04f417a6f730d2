extension ObservableType {
    /// Passes on only the values for which `isIncluded` returns `true`; a thrown error ends the sequence.
    @inlinable
    public func filter(_ isIncluded: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift { sink in
            { event in
                switch event {
                case .next(let value):
                    do { if try isIncluded(value) { sink.forwardNext(value) } } catch { sink.forwardError(error) }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
