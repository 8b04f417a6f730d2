extension ObservableType {
    /// On error, continues with the observable `handler` returns for that error (its events, including
    /// its own error, pass downstream); values and completion pass through unchanged. If `handler`
    /// throws, the sequence ends with that error.
    @inlinable
    public func `catch`(_ handler: @escaping (Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = Sink(downstream, lifetime: lifetime)
            let original = SingleAssignmentDisposable()
            let fallback = SingleAssignmentDisposable()
            sink.upstream.setDisposable(Disposables.create(original, fallback))
            original.setDisposable(source.subscribe(handler: { event in
                guard case .error(let error) = event else {
                    sink.forward(event)
                    return
                }
                original.dispose()
                do {
                    let recovery = try handler(error)
                    fallback.setDisposable(recovery.subscribe(handler: { sink.forward($0) }, lifetime: sink))
                } catch {
                    sink.forwardError(error)
                }
            }, lifetime: sink))
            return sink
        })
    }

    /// On error, sends `element` and completes instead; values and completion pass through unchanged.
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        lift { sink in
            { event in
                switch event {
                case .next: sink.forward(event)
                case .error:
                    sink.forwardNext(element)
                    sink.forwardCompleted()
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
