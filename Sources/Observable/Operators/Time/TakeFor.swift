extension ObservableType {
    /// Passes on this source's events for `duration` after subscribing, then completes and releases it
    /// (RxSwift's `take(for:scheduler:)`).
    ///
    /// - Parameters:
    ///   - duration: How long to pass events on; the timer starts before the source is subscribed.
    ///   - scheduler: Runs the timer.
    /// - Returns: An observable whose source and timer events are serialized (see CONTRACT.md);
    ///   disposal cancels the timer.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timed(startingTimerAfter: duration) { TakeForSink<Element>($0, scheduler: scheduler) }
    }
}

/// `take(for:scheduler:)`: forwards everything until its timer completes the sequence.
final class TakeForSink<Element>: TimedSink<Element, Element>, @unchecked Sendable {
    override func onUpstream(_ event: Event<Element>) { forward(event) }

    override func onTimer(_ id: Int) { forward(.completed) }
}
