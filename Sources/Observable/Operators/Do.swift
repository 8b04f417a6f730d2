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
    /// // Prints:
    /// // saw 1
    /// // got 1
    /// // saw 2
    /// // got 2
    /// // done
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
            let disposal = onDispose.map(DisposeAfterEnd.init)
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
                    disposal?.beginEnd()
                    defer { disposal?.finishEnd() }
                    do {
                        try onError?(error)
                        sink.forwardError(error)
                        try? afterError?(error)
                    } catch {
                        sink.forwardError(error)
                    }
                case .completed:
                    disposal?.beginEnd()
                    defer { disposal?.finishEnd() }
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
            guard let disposal else { return sink }
            return Disposables.create {
                sink.dispose()
                disposal.dispose()
            }
        })
    }
}

/// `do(onDispose:)`'s action, run once: at disposal, except when the disposal comes from the end this
/// `do` is passing on (the subscriber lets go when it gets it) — then after `afterCompleted` or
/// `afterError`, as RxSwift's `Do` sink disposes itself only after its after-handler.
@usableFromInline
final class DisposeAfterEnd: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var action: (() -> Void)?
    private var isPassingEnd = false
    private var isDeferred = false

    @usableFromInline init(_ action: @escaping () -> Void) { self.action = action }

    /// The terminal event starts going through (on the source's thread).
    @usableFromInline func beginEnd() { lock.withLock { isPassingEnd = true } }

    /// The terminal event and its after-handler are done: runs a disposal that came meanwhile.
    @usableFromInline
    func finishEnd() {
        let run = lock.withLock { () -> (() -> Void)? in
            isPassingEnd = false
            guard isDeferred else { return nil }
            return action.take()
        }
        run?()
    }

    /// Runs the action, or (while the terminal event goes through) leaves it to `finishEnd`.
    @usableFromInline
    func dispose() {
        let run = lock.withLock { () -> (() -> Void)? in
            if isPassingEnd {
                isDeferred = true
                return nil
            }
            return action.take()
        }
        run?()
    }
}

