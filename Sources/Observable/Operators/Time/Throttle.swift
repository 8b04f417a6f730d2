extension ObservableType {
    /// Emits a value, then ignores values for `dueTime`. With `latest` (the default), the last value
    /// that arrived during that window is emitted when it ends; otherwise it is dropped. On completion
    /// a value still waiting is emitted first; an error drops it.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attach: { downstream in
            let sink = ThrottleSink(downstream, dueTime: dueTime, latest: latest, scheduler: scheduler)
            sink.subscribe(to: source)
            return sink
        })
    }
}

final class ThrottleSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private var lastSentTime: RxTime?
    private var waiting: Element?
    private var completedWhileWaiting = false

    init(_ downstream: @escaping EventHandler<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        super.init(downstream, scheduler: scheduler)
    }

    override func onUpstream(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            let remaining = lastSentTime.map { dueTime.signalsReduced(byTimeFrom: $0, to: scheduler.now) } ?? .nanoseconds(0)
            if remaining.signalsNanoseconds <= 0 {
                emit(value)
                return
            }
            guard latest else { return }
            let alreadyWaiting = waiting != nil
            waiting = value
            if !alreadyWaiting { timer.disposable = startTimer(id: 0, after: remaining) }
        case .error(let error):
            waiting = nil
            forward(.error(error))
        case .completed:
            if waiting != nil {
                completedWhileWaiting = true
            } else {
                forward(.completed)
            }
        }
    }

    override func onTimer(_ id: Int) {
        if let value = waiting { emit(value) }
        if completedWhileWaiting { forward(.completed) }
    }

    private func emit(_ value: Element) {
        waiting = nil
        timer.disposable = Disposables.create()
        lastSentTime = scheduler.now
        forward(.next(value))
    }

    override func releaseState() { waiting = nil }
}
