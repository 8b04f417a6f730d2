extension ObservableType {
    /// Subscribes to this sequence `dueTime` after each subscription, instead of at once; its events
    /// then pass unchanged (RxSwift's `delaySubscription`).
    ///
    /// ```
    /// source:                  -a-b|
    /// delaySubscription(30):   ----a-b|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: How long after subscribing to subscribe to this sequence.
    ///   - scheduler: Runs the delay timer; the subscription to this sequence is made on it.
    /// - Returns: This sequence's events, on the thread it sends them on. Disposing before `dueTime`
    ///   cancels the timer and this sequence is never subscribed; disposing later disposes its
    ///   subscription. Nothing is sent after its end or after disposal.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable<Int>.timer(dueTime, scheduler: scheduler).flatMap { _ in source }.inspected(as: "delaySubscription")
    }
}
