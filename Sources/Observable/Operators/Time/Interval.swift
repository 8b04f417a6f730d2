extension Observable where Element: FixedWidthInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, the first after one `period`; never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime`, then (with a `period`) 1, 2, … every `period`; without a period it
    /// completes after the 0.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Observable(attach: { downstream in
            let sink = TimerSink<Element>(downstream, scheduler: scheduler, repeats: period != nil)
            if let period {
                sink.timer.disposable = scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { [sink] count in
                    sink.send(.secondary(.next(count)))
                    return count &+ 1
                }
            } else {
                sink.timer.disposable = sink.startTimer(id: 0, after: dueTime)
            }
            return sink
        })
    }
}

final class TimerSink<Element: FixedWidthInteger>: TimedSink<Element, Element>, @unchecked Sendable {
    private let repeats: Bool

    init(_ downstream: @escaping EventHandler<Element>, scheduler: SchedulerType, repeats: Bool) {
        self.repeats = repeats
        super.init(downstream, scheduler: scheduler)
    }

    /// One tick of a periodic timer.
    override func onSecondary(_ event: Event<Element>) { forward(event) }

    /// The single firing of a one-shot timer.
    override func onTimer(_ id: Int) {
        forward(.next(0))
        forward(.completed)
    }
}
