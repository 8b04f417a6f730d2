/// `trackActivity(_:)` and `trackError(_:)`: wrapping a piece of work so an `ActivityIndicator` or an
/// `ErrorTracker` sees it. Both trackers do their work in `track(_:)`; these are the names apps call,
/// on any observable and on `Single`/`Maybe`/`Completable` (which stay the same trait).
protocol WorkTracker {
    /// Mirrors `source`, letting the tracker watch each of its subscriptions.
    ///
    /// - Parameter source: the work to watch.
    /// - Returns: an observable with the same events as `source`.
    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element>
}

extension ActivityIndicator: WorkTracker {}
extension ErrorTracker: WorkTracker {}

extension ObservableConvertibleType {
    /// Counts this sequence's subscriptions as running work of `indicator` until each ends
    /// (completes, fails or is disposed).
    ///
    /// - Parameter indicator: the indicator that shows the work.
    /// - Returns: an observable with this sequence's events, unchanged.
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> { indicator.track(self) }

    /// Sends this sequence's error, if it fails, to `tracker` before it goes downstream (the error
    /// still ends this sequence).
    ///
    /// - Parameter tracker: the tracker that collects the error.
    /// - Returns: an observable with this sequence's events, unchanged.
    public func trackError(_ tracker: ErrorTracker) -> Observable<Element> { tracker.track(self) }
}

extension PrimitiveSequence {
    /// Counts this `Single`/`Maybe`/`Completable`'s subscriptions as running work of `indicator`
    /// until each ends.
    ///
    /// - Parameter indicator: the indicator that shows the work.
    /// - Returns: the same trait, with the same outcome.
    public func trackActivity(_ indicator: ActivityIndicator) -> PrimitiveSequence<Trait, Element> { tracked(by: indicator) }

    /// Sends this `Single`/`Maybe`/`Completable`'s error, if it fails, to `tracker` first.
    ///
    /// - Parameter tracker: the tracker that collects the error.
    /// - Returns: the same trait, with the same outcome.
    public func trackError(_ tracker: ErrorTracker) -> PrimitiveSequence<Trait, Element> { tracked(by: tracker) }

    /// This trait with `tracker` watching its subscriptions.
    private func tracked(by tracker: some WorkTracker) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: tracker.track(source))
    }
}
