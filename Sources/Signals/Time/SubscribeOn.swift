extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes the source subscription there too, as
    /// RxSwift does: the source's subscription and unsubscription work (and whatever it sends
    /// synchronously) runs on `scheduler`. The subscriber itself is cut off at once: no event reaches
    /// it once `dispose()` returned, even though the source is disposed later on `scheduler`.
    /// Disposing before the scheduled subscription ran cancels it, so the source is never subscribed.
    ///
    /// - Parameter scheduler: Where the source is subscribed to and disposed of.
    /// - Returns: An observable that subscribes to the source on `scheduler`; its events arrive on
    ///   whatever thread the source sends them on, and none after disposal.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SubscribeOnSink(downstream, scheduler: scheduler, lifetime: lifetime)
            sink.scheduled.setDisposable(scheduler.schedule(sink) { sink in
                // Claimed first by `dispose()`: the subscription was cancelled, so never subscribe.
                guard sink.claimed.raise() else { return Disposables.create() }
                sink.upstream.setDisposable(source.subscribe(handler: sink.on, lifetime: sink))
                return Disposables.create()
            })
            return sink
        })
    }
}

/// One `subscribe(on:)` subscription: gates events on its disposal and disposes the source
/// subscription on the scheduler. As a `Lifetime` it tells a synchronous source (running on the
/// scheduler) that it was disposed or that its subscriber ended.
final class SubscribeOnSink<Element>: Disposable, Lifetime, @unchecked Sendable {
    let scheduled = SingleAssignmentDisposable()
    let upstream = SingleAssignmentDisposable()
    /// Raised by whichever comes first: the scheduled subscription starting, or `dispose()`.
    let claimed = OnceFlag()
    private let scheduler: ImmediateSchedulerType
    private let disposed = OnceFlag()
    // Events arrive serially from the source; `downstream` is dropped when the source terminates.
    private let downstream: EventHandler<Element>
    /// The lifetime of the subscriber this sink serves.
    private let downstreamLifetime: Lifetime

    init(_ downstream: @escaping EventHandler<Element>, scheduler: ImmediateSchedulerType, lifetime: Lifetime) {
        self.downstream = downstream
        downstreamLifetime = lifetime
        self.scheduler = scheduler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    var hasEnded: Bool { disposed.isRaised || downstreamLifetime.hasEnded }

    func on(_ event: Event<Element>) {
        guard !disposed.isRaised else { return }
        downstream(event)
        if event.isStopEvent { dispose() }
    }

    /// Stops delivery at once, cancels the scheduled subscription if it has not run, and disposes the
    /// source subscription on the scheduler (a subscription being made right now is disposed there
    /// too, as soon as it is set).
    func dispose() {
        guard disposed.raise() else { return }
        scheduled.dispose()
        if claimed.raise() { return }  // the source was never subscribed and never will be
        _ = scheduler.schedule(upstream) { upstream in
            upstream.dispose()
            return Disposables.create()
        }
    }
}
