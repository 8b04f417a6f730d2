extension ObservableType {
    /// Shifts every value and the completion later by `dueTime`, keeping their order; an error is
    /// forwarded at once and drops the values still waiting.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attach: { downstream in
            let sink = DelaySink(downstream, dueTime: dueTime, scheduler: scheduler)
            sink.subscribe(to: source)
            return sink
        })
    }
}

final class DelaySink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let timers = CompositeDisposable()
    /// Events waiting for their timer, oldest first.
    private var waiting: [Event<Element>] = []
    private var waitingStart = 0
    private var timerKeys: [Int: CompositeDisposable.DisposeKey] = [:]
    private var nextTimerID = 0

    init(_ downstream: @escaping EventHandler<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        super.init(downstream, scheduler: scheduler)
    }

    override func onUpstream(_ event: Event<Element>) {
        if case .error = event {
            releaseState()
            forward(event)
            return
        }
        waiting.append(event)
        nextTimerID += 1
        if let key = timers.insert(startTimer(id: nextTimerID, after: dueTime)) {
            timerKeys[nextTimerID] = key
        }
    }

    /// Each firing releases the oldest waiting event: all share one delay, so the k-th timer to fire
    /// belongs to the k-th event even if a concurrent scheduler runs two timers out of order.
    override func onTimer(_ id: Int) {
        if let key = timerKeys.removeValue(forKey: id) { timers.remove(for: key) }
        guard waitingStart < waiting.count else { return }
        let event = waiting[waitingStart]
        waitingStart += 1
        if waitingStart == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingStart = 0
        }
        forward(event)
    }

    override func releaseState() {
        waiting = []
        waitingStart = 0
        timerKeys = [:]
    }

    override func disposeTimers() { timers.dispose() }
}
