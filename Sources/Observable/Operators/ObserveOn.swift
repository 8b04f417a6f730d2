extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them, one at a time per
    /// subscription (even on a concurrent scheduler). Disposing drops events not yet delivered.
    ///
    /// With `MainScheduler.instance`, an event sent on the main thread is delivered at once unless
    /// earlier events of this subscription are still waiting — even inside another main-thread
    /// delivery — so a replayed value arrives during `subscribe` and chained `Driver`s stay synchronous.
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: An observable whose events are all delivered on `scheduler`, in order; nothing is
    ///   delivered after disposal.
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

    /// Buffers `event` and schedules a drain unless one is pending or running.
    func on(_ event: Event<Element>) {
        let startDrain = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            buffer.append(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        guard startDrain else { return }
        if runsInlineOnMainThread && MainScheduler.isMainThread {
            drain()
            return
        }
        _ = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
    }

    /// Delivers buffered events one by one until the buffer is empty (events added meanwhile included).
    /// Takes the whole buffer per lock acquisition; checks disposal before each event.
    private func drain() {
        var batch: [Event<Element>] = []
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
            for event in batch {
                guard !disposed.isRaised else { return }
                handler(event)
                if event.isStopEvent {
                    dispose()
                    return
                }
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
