extension ObservableType {
    /// Drops this source's values for `duration` after subscribing, then passes on everything
    /// (RxSwift's `skip(for:scheduler:)`). Terminal events are passed on at any time.
    ///
    /// - Parameters:
    ///   - duration: How long to drop values; the timer starts before the source is subscribed.
    ///   - scheduler: Runs the timer.
    /// - Returns: An observable whose source and timer events are serialized (see CONTRACT.md);
    ///   disposal cancels the timer.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timed(startingTimerAfter: duration) { SkipForSink<Element>($0, scheduler: scheduler) }
    }
}

/// `skip(for:scheduler:)`: drops values until its timer opens the gate.
final class SkipForSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    // Touched only by the handlers, which run serially.
    private var isOpen = false

    override func onUpstream(_ event: Event<Element>) {
        if case .next = event, !isOpen { return }
        forward(event)
    }

    override func onTimer(_ id: Int) { isOpen = true }
}
