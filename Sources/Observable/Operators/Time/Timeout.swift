extension ObservableType {
    /// Fails with `RxError.timeout` if the first value does not arrive within `dueTime` of subscribing,
    /// or any later value within `dueTime` of the previous one.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if the first value does not arrive within `dueTime` of subscribing, or any
    /// later value within `dueTime` of the previous one.
    public func timeout<Other: ObservableType>(_ dueTime: RxTimeInterval, other: Other, scheduler: SchedulerType) -> Observable<Element>
    where Other.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable(attach: { downstream in
            let sink = TimeoutSink(downstream, dueTime: dueTime, other: fallback, scheduler: scheduler)
            sink.timer.disposable = sink.startTimer(id: 0, after: dueTime)
            sink.subscribe(to: source)
            return sink
        })
    }
}

final class TimeoutSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private var other: Observable<Element>?
    private let otherSubscription = SingleAssignmentDisposable()
    private var latestID = 0
    private var switched = false

    init(_ downstream: @escaping EventHandler<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        super.init(downstream, scheduler: scheduler)
    }

    override func onUpstream(_ event: Event<Element>) {
        guard !switched else { return }
        if case .next = event {
            latestID += 1
            forward(event)
            timer.disposable = startTimer(id: latestID, after: dueTime)
        } else {
            forward(event)
        }
    }

    override func onTimer(_ id: Int) {
        guard id == latestID, !switched, let other else { return }
        switched = true
        self.other = nil
        upstream.dispose()
        otherSubscription.setDisposable(other.subscribe(handler: { [self] event in send(.secondary(event)) }))
    }

    override func onSecondary(_ event: Event<Element>) { forward(event) }

    override func releaseState() { other = nil }

    override func disposeTimers() { otherSubscription.dispose() }
}
