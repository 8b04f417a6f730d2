extension ObservableType {
    /// RxSwift 6's spelling of ``skip(for:scheduler:)``: drops the values sent during the first
    /// `duration` after subscription, measured on `scheduler`; sends everything after, and the
    /// terminal event whenever it comes. (RxSwift 6 renamed `take(_:scheduler:)` to
    /// `take(for:scheduler:)` but kept `skip(_:scheduler:)` unlabeled.)
    ///
    /// ```
    /// xs.skip(.seconds(15), scheduler: scheduler)
    ///
    /// xs (from 200): -1-2-|      (210, 220, completed 230)
    /// skip:          ---2-|      (the window ends at 215)
    /// ```
    ///
    /// - Parameters:
    ///   - duration: how long after subscription values are dropped.
    ///   - scheduler: the clock of the window.
    /// - Returns: the same observable as `skip(for: duration, scheduler: scheduler)`.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}
