/// Operators every trait has; each returns the same trait, so `Single` stays `Single`. They are the
/// `Observable` operators of the same name applied to the trait's events, which keep its grammar.
extension PrimitiveSequence {
    /// Delivers the outcome through `scheduler`.
    ///
    /// - Parameter scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) the work through `scheduler`.
    ///
    /// - Parameter scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.subscribe(on: scheduler))
    }

    /// On error, continues with the sequence `handler` returns for that error; if `handler` throws,
    /// the sequence fails with that error.
    ///
    /// - Parameter handler: makes the sequence to continue with from the error.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.catch { try handler($0).source })
    }

    /// Resubscribes after every error, forever.
    ///
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func retry() -> PrimitiveSequence<Trait, Element> { Self(raw: source.retry()) }

    /// Subscribes at most `maxAttemptCount` times in all (at least once, unlike `Observable.retry`,
    /// whose zero attempts complete without a value — not a valid `Single`); the last error ends it.
    /// A negative count fails at once with `RxError.argumentOutOfRange`, as `Observable.retry` does.
    ///
    /// - Parameter maxAttemptCount: how many subscriptions at most, the first included.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.retry(maxAttemptCount < 0 ? maxAttemptCount : Swift.max(1, maxAttemptCount)))
    }

    /// Resubscribes each time the notifier that `notificationHandler` builds from the errors sends a
    /// value; its error or completion ends the sequence the same way (completion is only valid for a
    /// `Maybe` or a `Completable`: for a `Single` let the notifier fail instead).
    ///
    /// - Parameter notificationHandler: gets the errors and returns a trigger: each of its values retries, its end ends the sequence.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger
    ) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.retry(when: notificationHandler))
    }

    /// Fails with `RxError.timeout` if the outcome does not arrive within `dueTime` of subscribing.
    ///
    /// - Parameters:
    ///   - dueTime: the delay.
    ///   - scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` if the outcome does not arrive within `dueTime` of subscribing.
    ///
    /// - Parameters:
    ///   - dueTime: the delay.
    ///   - other: the trait that takes over when `dueTime` passes without an outcome.
    ///   - scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func timeout(
        _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    /// Delays the value and completion by `dueTime` (an error is not delayed, as in `Observable.delay`).
    ///
    /// - Parameters:
    ///   - dueTime: the delay.
    ///   - scheduler: the scheduler the timers (or deliveries) run on.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Writes each event, the subscription and the disposal, as `Observable.debug` does.
    ///
    /// - Parameters:
    ///   - label: the name printed with each line (default: the file and line).
    ///   - trimOutput: whether long event descriptions are shortened.
    ///   - file: the caller's file, for the default label.
    ///   - line: the caller's line, for the default label.
    ///   - function: the caller's function, for the default label.
    /// - Returns: the same trait, with its outcome on the thread the source reports it on.
    public func debug(
        _ label: String? = nil, trimOutput: Bool = false, file: String = #fileID, line: UInt = #line, function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        Self(raw: source.debug(label, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
