/// The per-subscription core of the time operators: events from the source, from timers and from a
/// secondary source arrive on any thread and are funnelled through one `SerialQueue`, so the
/// operator's state (in a subclass, touched only by the `on…` overrides) needs no lock and nothing is
/// called with a lock held. Disposal cancels every timer, which drops the timers' closures: a pending
/// timer never keeps a disposed chain alive.
///
/// As a `Lifetime` it tells a synchronous source that the sink stopped (disposed, or its terminal
/// event sent) or that its own subscriber did, so early stopping passes through time operators too.
class TimedSink<Input, Output>: Disposable, Lifetime, @unchecked Sendable {
    enum Message {
        case upstream(Event<Input>)
        case secondary(Event<Output>)
        case timer(Int)
        case release
    }

    let scheduler: SchedulerType
    let upstream = SingleAssignmentDisposable()
    /// The operator's single pending timer; assigning a new one cancels the previous one.
    let timer = SerialDisposable()
    private let queue = SerialQueue<Message>()
    private let disposed = OnceFlag()
    /// The lifetime of the subscriber this sink serves. Written once by `timed(startingTimerAfter:_:)`
    /// before the source is subscribed (so before any thread can read it), read-only afterwards.
    var downstreamLifetime: Lifetime = EndlessLifetime.shared
    // Owned by the queue's drainer.
    private var downstream: EventHandler<Output>?

    init(_ downstream: @escaping EventHandler<Output>, scheduler: SchedulerType) {
        self.downstream = downstream
        self.scheduler = scheduler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    var hasEnded: Bool { disposed.isRaised || downstreamLifetime.hasEnded }

    /// Subscribes to `source`; its events reach `onUpstream`.
    final func subscribe(to source: Observable<Input>) {
        upstream.setDisposable(source.subscribe(handler: { [self] event in send(.upstream(event)) }, lifetime: self))
    }

    /// Schedules `.timer(id)` after `dueTime`; the returned disposable cancels it.
    final func startTimer(id: Int, after dueTime: RxTimeInterval) -> Disposable {
        scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
            send(.timer(id))
            return Disposables.create()
        }
    }

    /// Queues `message` for the drainer unless the sink is disposed.
    final func send(_ message: Message) {
        guard !disposed.isRaised else { return }
        queue.submit(message, { run($0) })
    }

    private func run(_ message: Message) {
        if case .release = message {
            downstream = nil
            releaseState()
            return
        }
        guard downstream != nil, !disposed.isRaised else { return }
        switch message {
        case .upstream(let event): onUpstream(event)
        case .secondary(let event): onSecondary(event)
        case .timer(let id): onTimer(id)
        case .release: break
        }
    }

    /// Handles a source event. Runs serially with the other handlers.
    func onUpstream(_ event: Event<Input>) {}

    /// Handles an event of the secondary source. Runs serially with the other handlers.
    func onSecondary(_ event: Event<Output>) {}

    /// Handles the firing of timer `id`. Runs serially with the other handlers.
    func onTimer(_ id: Int) {}

    /// Drops the operator's state once the sink is disposed. Runs serially with the handlers.
    func releaseState() {}

    /// Passes `event` downstream (only from a handler) unless the sink or its subscriber was disposed
    /// meanwhile (a value just forwarded may have made a `take(1)` below end the chain); a terminal
    /// event disposes the sink.
    final func forward(_ event: Event<Output>) {
        guard let downstream, !hasEnded else { return }
        if event.isStopEvent {
            self.downstream = nil
            downstream(event)
            dispose()
        } else {
            downstream(event)
        }
    }

    func dispose() {
        guard disposed.raise() else { return }
        queue.submitNeverWaiting(.release, { run($0) })
        upstream.dispose()
        timer.dispose()
        disposeTimers()
    }

    /// Cancels additional timers a subclass keeps. Called once, on disposal.
    func disposeTimers() {}
}

extension ObservableType {
    /// An observable each of whose subscriptions runs the `TimedSink` that `makeSink` builds for the
    /// subscriber, over this source: the wiring every time operator shares.
    ///
    /// - Parameters:
    ///   - dueTime: if given, the sink's timer 0 is started with it before the source is subscribed
    ///     (`take(for:)`, `skip(for:)`, `timeout`).
    ///   - makeSink: builds one subscription's sink from the subscriber's handler.
    func timed<Output>(
        startingTimerAfter dueTime: RxTimeInterval? = nil,
        _ makeSink: @escaping (@escaping EventHandler<Output>) -> TimedSink<Element, Output>,
        operatorName: StaticString = #function
    ) -> Observable<Output> {
        let source = asObservable()
        return Observable(source: source, attachWithLifetime: { [source = UnownedSource(source)] downstream, lifetime in
            let sink = makeSink(downstream)
            sink.downstreamLifetime = lifetime
            if let dueTime { sink.timer.disposable = sink.startTimer(id: 0, after: dueTime) }
            source.use { sink.subscribe(to: $0) }
            return sink
        }, operatorName: operatorName)
    }
}
