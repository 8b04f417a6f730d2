extension ObservableType {
    /// Emits a value only once `dueTime` has passed without another value; each new value restarts
    /// the wait. On completion the pending value (if any) is emitted first; an error drops it.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attach: { downstream in
            let sink = DebounceSink(downstream, dueTime: dueTime, scheduler: scheduler)
            sink.subscribe(to: source)
            return sink
        })
    }
}

final class DebounceSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private var pending: Element?
    private var latestID = 0

    init(_ downstream: @escaping EventHandler<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        super.init(downstream, scheduler: scheduler)
    }

    override func onUpstream(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            latestID += 1
            pending = value
            timer.disposable = startTimer(id: latestID, after: dueTime)
        case .error(let error):
            pending = nil
            forward(.error(error))
        case .completed:
            if let value = pending {
                pending = nil
                forward(.next(value))
            }
            forward(.completed)
        }
    }

    override func onTimer(_ id: Int) {
        guard id == latestID, let value = pending else { return }
        pending = nil
        forward(.next(value))
    }

    override func releaseState() { pending = nil }
}
