extension Observable {
    /// Sends `element` in one action on `scheduler`, then completes in the next one (RxSwift's
    /// `just(_:scheduler:)`).
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let result = scheduler.start { Observable.just(7, scheduler: scheduler) }
    /// print(result.events)
    /// // Prints:
    /// // [next(7) @ 201, completed @ 202]
    /// ```
    ///
    /// - Parameters:
    ///   - element: The single value.
    ///   - scheduler: Where the value and the completion are sent.
    /// - Returns: A cold observable; disposing it before an action cancels that action.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(CollectionOfOne(element), scheduler: scheduler)
    }

    /// Sends each of `elements` in order, one per action on `scheduler`, then completes in an action of
    /// its own.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let result = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
    /// print(result.events)
    /// // Prints:
    /// // [next(1) @ 201, next(2) @ 202, completed @ 203]
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The values, in order.
    ///   - scheduler: Where each value and the completion are sent.
    /// - Returns: A cold observable; it stops before the next value once disposed or once its
    ///   subscriber has ended.
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// Sends each element of `sequence` in order, one per action on `scheduler`, then completes in an
    /// action of its own. Each subscription iterates `sequence` afresh.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let result = scheduler.start {
    ///     Observable.from(["a", "b"], scheduler: scheduler)
    /// }
    /// print(result.events)
    /// // Prints:
    /// // [next(a) @ 201, next(b) @ 202, completed @ 203]
    /// ```
    ///
    /// - Parameters:
    ///   - sequence: The values; may be infinite (stop it with `take(_:)` or by disposing).
    ///   - scheduler: Where each value and the completion are sent.
    /// - Returns: A cold observable; it stops before the next value once disposed or once its
    ///   subscriber has ended.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element>
    where Source.Element == Element {
        Observable<Element>.deferred {
            recursivelyScheduled(sequence.makeIterator(), scheduler: scheduler) { iterator, downstream in
                guard let element = iterator.next() else {
                    downstream(.completed)
                    return false
                }
                downstream(.next(element))
                return true
            }
        }
    }
}
