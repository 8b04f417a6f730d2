extension Observable where Element: FixedWidthInteger {
    /// Sends `count` consecutive integers starting at `start`, one per scheduled action on
    /// `scheduler`, then completes in an action of its own (RxSwift's `range`). `count` 0 only completes.
    ///
    /// ```swift
    /// _ = Observable.range(start: 5, count: 3).subscribe { print($0) }
    /// // Prints:
    /// // next(5)
    /// // next(6)
    /// // next(7)
    /// // completed
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first value.
    ///   - count: How many values to send; must not be negative, and `start + count - 1` must fit
    ///     `Element` (otherwise the sequence fails with `RxError.argumentOutOfRange`).
    ///   - scheduler: Where each value is sent; by default the current thread's trampoline.
    /// - Returns: A cold observable: each subscription counts from `start` again. Disposing stops it
    ///   before the next value; so does its subscriber ending (for example `take(2)`).
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        let (_, overflow) = start.addingReportingOverflow(count > 0 ? count - 1 : 0)
        guard count >= 0, !overflow else { return .error(RxError.argumentOutOfRange) }
        return recursivelyScheduled(Element.zero, scheduler: scheduler) { sent, downstream in
            guard sent < count else {
                downstream(.completed)
                return false
            }
            downstream(.next(start + sent))
            sent += 1
            return true
        }
    }
}
