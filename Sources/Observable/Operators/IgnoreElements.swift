extension ObservableType {
    /// Drops every value and passes on only the terminal event (error or completion).
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        lift { sink in
            { event in
                switch event {
                case .next: break
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
