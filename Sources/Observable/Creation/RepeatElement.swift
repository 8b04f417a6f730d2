extension Observable {
    /// Sends `element` over and over, one per scheduled action on `scheduler`; never completes.
    ///
    /// ```swift
    /// _ = Observable.repeatElement("ho").take(3).subscribe { print($0) }
    /// // Prints:
    /// // next(ho)
    /// // next(ho)
    /// // next(ho)
    /// // completed
    /// ```
    ///
    /// - Parameters:
    ///   - element: The value to repeat.
    ///   - scheduler: Where each value is sent; by default the current thread's trampoline.
    /// - Returns: A cold observable that runs until disposed or until its subscriber ends (for
    ///   example `take(3)`), sending nothing after either.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        recursivelyScheduled((), scheduler: scheduler) { _, downstream in
            downstream(.next(element))
            return true
        }
    }
}
