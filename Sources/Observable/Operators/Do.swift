extension ObservableType {
    /// Runs side effects for each event and for subscription and disposal, passing events through
    /// unchanged. `on…` closures run before the event goes downstream and `after…` closures after it;
    /// an error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` ends the sequence with that
    /// error (one thrown by `afterError`/`afterCompleted` is ignored: the sequence already ended).
    /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after, and `onDispose` once,
    /// after the upstream is released (by disposal or by the sequence ending).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .do(onNext: { print("saw", $0) }, onCompleted: { print("done") })
    ///     .subscribe(onNext: { print("got", $0) })
    /// // Prints saw 1, got 1, saw 2, got 2, done
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called with each value before it is passed on.
    ///   - afterNext: Called with each value after it was passed on.
    ///   - onError: Called with the source's error before it is passed on.
    ///   - afterError: Called with the source's error after it was passed on.
    ///   - onCompleted: Called before the completion is passed on.
    ///   - afterCompleted: Called after the completion was passed on.
    ///   - onSubscribe: Called on the subscribing thread before the source is subscribed to.
    ///   - onSubscribed: Called on the subscribing thread once the source is subscribed to.
    ///   - onDispose: Called once, after the source's subscription is released.
    /// - Returns: An observable of the source's events, unchanged; the event closures run on the
    ///   source's thread, and after the terminal event or disposal none of them is called again.
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
        return Observable(source: source, attachWithLifetime: { [source = UnownedSource(source)] downstream, lifetime in
            onSubscribe?()
            let sink = Sink(downstream, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(sink: sink, handler: { event in
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
            }))
            onSubscribed?()
            guard let onDispose else { return sink }
            return Disposables.create {
                sink.dispose()
                onDispose()
            }
        })
    }
}
