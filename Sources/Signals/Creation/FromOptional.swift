extension ObservableType {
    /// Sends `optional`'s value, if it has one, then completes, all during subscription (RxSwift's
    /// `from(optional:)`).
    ///
    /// ```swift
    /// _ = Observable.from(optional: Int?.some(5)).subscribe(onNext: { print($0) })  // 5
    /// ```
    ///
    /// - Parameter optional: The value to send, if any.
    /// - Returns: A cold observable of at most one value; it never fails.
    public static func from(optional: Element?) -> Observable<Element> {
        Observable.from(optional.map { [$0] } ?? [])
    }

    /// Sends `optional`'s value, if it has one, in one action on `scheduler`, then completes in the
    /// next one, as RxSwift's `from(optional:scheduler:)` (on a `TestScheduler` subscribed at 200:
    /// the value at 201, the completion at 202; with no value, the completion at 201).
    ///
    /// - Parameters:
    ///   - optional: The value to send, if any.
    ///   - scheduler: Where the value and the completion are sent.
    /// - Returns: A cold observable of at most one value; it never fails, and disposing it before an
    ///   action cancels that action.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
