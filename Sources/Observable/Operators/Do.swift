extension ObservableType {
    /// Runs side effects for each event and for subscription and disposal, passing events through
    /// unchanged. `on…` closures run before the event goes downstream and `after…` closures after it;
    /// an error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` ends the sequence with that
    /// error (one thrown by `afterError`/`afterCompleted` is ignored: the sequence already ended).
    /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after, and `onDispose` once,
    /// after the upstream is released (by disposal or by the sequence ending).
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Error) throws -> Void)? = nil,
        afterError: ((Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            onSubscribe?()
            let sink = Sink(downstream, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(handler: { event in
                switch event {
                case .next(let value):
                    do {
                        try onNext?(value)
                        sink.forwardNext(value)
                        try afterNext?(value)
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error):
                    do {
                        try onError?(error)
                        sink.forwardError(error)
                        try? afterError?(error)
                    } catch {
                        sink.forwardError(error)
                    }
                case .completed:
                    do {
                        try onCompleted?()
                        sink.forwardCompleted()
                        try? afterCompleted?()
                    } catch {
                        sink.forwardError(error)
                    }
                }
            }, lifetime: sink))
            onSubscribed?()
            guard let onDispose else { return sink }
            return Disposables.create {
                sink.dispose()
                onDispose()
            }
        })
    }
}
