extension ObservableType {
    /// Subscribes to the source on `scheduler`, so the source's subscription work (and whatever it
    /// sends synchronously) runs there. Disposal is immediate on the disposing thread: no event
    /// reaches the subscriber once `dispose()` returned, even if the scheduled subscription runs later.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attach: { downstream in
            let sink = SubscribeOnSink(downstream)
            sink.scheduled.setDisposable(scheduler.schedule(sink) { sink in
                sink.upstream.setDisposable(source.subscribe(handler: sink.on))
                return Disposables.create()
            })
            return sink
        })
    }
}

/// One `subscribe(on:)` subscription: gates events on its disposal.
final class SubscribeOnSink<Element>: Disposable, @unchecked Sendable {
    let scheduled = SingleAssignmentDisposable()
    let upstream = SingleAssignmentDisposable()
    private let disposed = OnceFlag()
    // Events arrive serially from the source; `downstream` is dropped when the source terminates.
    private let downstream: EventHandler<Element>

    init(_ downstream: @escaping EventHandler<Element>) {
        self.downstream = downstream
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    func on(_ event: Event<Element>) {
        guard !disposed.isRaised else { return }
        downstream(event)
        if event.isStopEvent { dispose() }
    }

    func dispose() {
        guard disposed.raise() else { return }
        scheduled.dispose()
        upstream.dispose()
    }
}
