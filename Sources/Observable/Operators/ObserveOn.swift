extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them, one at a time per
    /// subscription (even on a concurrent scheduler). Disposing drops events not yet delivered.
    ///
    /// With `MainScheduler.instance`, an event sent on the main thread is delivered at once unless
    /// earlier events of this subscription are still waiting — even inside another main-thread
    /// delivery — so a replayed value arrives during `subscribe` and chained `Driver`s stay synchronous.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = ObserveOnSink(downstream, scheduler: scheduler, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(handler: sink.on, lifetime: sink))
            return sink
        })
    }
}

/// One `observe(on:)` subscription: buffers events and runs one drain at a time on the scheduler.
///
/// As a `Lifetime` it tells a synchronous source that it was disposed or that its subscriber (running
/// on the scheduler) ended, so `from(1...).observe(on: s).take(3)` stops its source.
final class ObserveOnSink<Element>: Disposable, Lifetime, @unchecked Sendable {
    let upstream = SingleAssignmentDisposable()
    /// The lifetime of the subscriber this sink serves.
    private let downstreamLifetime: Lifetime
    private let scheduler: ImmediateSchedulerType
    /// Whether the scheduler is `MainScheduler.instance`, whose work may run inline on the main thread.
    private let runsInlineOnMainThread: Bool
    private let disposed = OnceFlag()
    private let lock = Lock()
    // Guarded by `lock`.
    private var downstream: EventHandler<Element>?
    private var buffer: [Event<Element>] = []
    private var isDraining = false
    /// The drainer's batch (events taken out of `buffer`); only the current drainer touches it. Kept
    /// between drains and swapped with `buffer`, so both arrays keep their capacity: a queued event
    /// allocates only when more are waiting than ever before.
    private var batch: [Event<Element>] = []

    init(_ downstream: @escaping EventHandler<Element>, scheduler: ImmediateSchedulerType, lifetime: Lifetime) {
        self.downstream = downstream
        downstreamLifetime = lifetime
        self.scheduler = scheduler
        runsInlineOnMainThread = scheduler is MainScheduler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    var hasEnded: Bool { disposed.isRaised || downstreamLifetime.hasEnded }

    /// Delivers `event` at once when on the main thread of an inline `MainScheduler` with nothing of
    /// this subscription waiting or being delivered (no buffering, no allocation); otherwise buffers
    /// it and schedules a drain unless one is pending or running.
    func on(_ event: Event<Element>) {
        if runsInlineOnMainThread && MainScheduler.isMainThread {
            let handler = lock.withLock { () -> EventHandler<Element>? in
                guard let downstream, !isDraining else {
                    if downstream != nil { buffer.append(event) }
                    return nil
                }
                isDraining = true
                return downstream
            }
            guard let handler else { return }
            if deliver(event, to: handler) { drain() }
            return
        }
        let startDrain = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            buffer.append(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        guard startDrain else { return }
        _ = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
    }

    /// Delivers one event as the drainer, no lock held; disposes after a terminal event.
    /// - Returns: whether draining may go on (not disposed, not ended).
    @inline(__always)
    private func deliver(_ event: Event<Element>, to handler: EventHandler<Element>) -> Bool {
        guard !disposed.isRaised else { return false }
        handler(event)
        if event.isStopEvent {
            dispose()
            return false
        }
        return true
    }

    /// Delivers buffered events one by one until the buffer is empty (events added meanwhile included),
    /// then ends the drainer role. Takes the whole buffer per lock acquisition; checks disposal before
    /// each event. Drainer only.
    private func drain() {
        while true {
            let handler = lock.withLock { () -> EventHandler<Element>? in
                guard let downstream, !buffer.isEmpty else {
                    isDraining = false
                    return nil
                }
                swap(&batch, &buffer)
                return downstream
            }
            guard let handler else { return }
            for event in batch where !deliver(event, to: handler) {
                batch.removeAll()
                return
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    func dispose() {
        guard disposed.raise() else { return }
        let dropped = lock.withLock { () -> (EventHandler<Element>?, [Event<Element>]) in
            defer {
                downstream = nil
                buffer = []
            }
            return (downstream, buffer)
        }
        _ = dropped  // released outside the lock
        upstream.dispose()
    }
}
