/// Making a trait from values or time, as RxCocoa: `Driver.just(1)`, `Signal.of(1, 2)`,
/// `Driver<Int>.interval(.seconds(1))`. Values are sent on the strategy's scheduler.
extension SharedSequence {
    /// A trait that sends `element` and completes, both in one action of the strategy's scheduler, for
    /// each subscriber (RxCocoa's: it subscribes on the scheduler). On the main thread with nothing
    /// queued, `Driver.just(1).drive(…)` delivers the value and the completion before it returns.
    ///
    /// - Parameter element: the value.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: creationScheduler))
    }

    /// A trait that completes on the strategy's scheduler, for each subscriber.
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: creationScheduler))
    }

    /// A trait that never sends anything and never ends.
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A trait that sends `elements` in order on the strategy's scheduler and completes.
    ///
    /// - Parameter elements: the values, in order.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A trait that sends the values of `sequence` in order on the strategy's scheduler and completes.
    ///
    /// - Parameter sequence: the values, in order.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func from<Values: Sequence>(_ sequence: Values) -> SharedSequence<SharingStrategy, Element>
    where Values.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: creationScheduler))
    }

    /// A trait that sends `optional`'s value if there is one in one action of the strategy's
    /// scheduler, then completes in the next (RxCocoa's: `Observable.from(optional:scheduler:)`). On
    /// the main thread with nothing queued, `Driver.from(optional: 1).drive(…)` delivers the value
    /// before it returns and the completion once the main queue runs.
    ///
    /// - Parameter optional: the value to send, if any.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: creationScheduler))
    }

    /// A trait that calls `factory` for each first subscriber and shares the trait it returns.
    ///
    /// - Parameter factory: makes the sequence for each (first) subscriber.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func deferred(
        _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: Observable.deferred { factory().asObservable() })
    }

    /// The scheduler `just`, `empty`, `of` and `from` send on: the strategy's, except that the shared
    /// `MainScheduler.instance` is replaced by a `MainScheduler()` of the trait's own, as RxCocoa's
    /// `SharingScheduler.make()` makes one per trait. So what other work left queued on the main
    /// scheduler (or this trait's own queued disposal) does not delay it: on the main thread,
    /// `Driver.just(1).drive(…)` delivers before it returns. A mocked scheduler is used as it is.
    private static var creationScheduler: SchedulerType {
        let scheduler = SharingStrategy.scheduler
        if let main = scheduler as? MainScheduler, main === MainScheduler.instance { return MainScheduler() }
        return scheduler
    }
}

extension SharedSequence where Element: FixedWidthInteger {
    /// A trait that sends 0, 1, 2, … every `period` on the strategy's scheduler, shared by its subscribers.
    ///
    /// - Parameter period: the time between two values, zero or more. A trait cannot fail, so a
    ///   negative period (for which `Observable.interval` fails with `RxError.argumentOutOfRange`)
    ///   is a programming error that stops the program here, with a message naming the period.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        precondition(period.signalsNanoseconds >= 0, "interval needs a period of zero or more, not \(period)")
        return SharedSequence(sharing: Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A trait that sends 0 after `dueTime`, then (with a `period`) 1, 2, … every `period`, on the
    /// strategy's scheduler; without a period it completes after the 0.
    ///
    /// - Parameters:
    ///   - dueTime: the delay; zero or less sends the 0 as soon as the scheduler can.
    ///   - period: the time between two values, zero or more. A trait cannot fail, so a negative
    ///     period (for which `Observable.timer` fails with `RxError.argumentOutOfRange`) is a
    ///     programming error that stops the program here, with a message naming the period.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil) -> SharedSequence<SharingStrategy, Element> {
        if let period {
            precondition(period.signalsNanoseconds >= 0, "timer needs a period of zero or more, not \(period)")
        }
        return SharedSequence(sharing: Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
