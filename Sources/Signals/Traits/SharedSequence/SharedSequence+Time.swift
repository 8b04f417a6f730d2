/// Time operators on a `Driver` or a `Signal`: their timers run on the strategy's scheduler (the
/// main scheduler, or `SharingScheduler.mock`'s in a test), so their values arrive there too and the
/// result is the same trait, shared again by the strategy.
extension SharedSequenceConvertibleType {
    /// Sends a value only after `dueTime` passed without a newer one; completion sends the pending
    /// value first.
    ///
    /// - Parameter dueTime: the delay.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends the first value, then at most one value per `dueTime` window: the window's latest
    /// (`latest: true`) or none of the values that fell inside it (`latest: false`).
    ///
    /// - Parameters:
    ///   - dueTime: the delay.
    ///   - latest: whether the window's latest value is sent at its end (`true`) or dropped (`false`).
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Sends every value and the completion `dueTime` later.
    ///
    /// - Parameter dueTime: the delay.
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(sharing: _traitOperatorSource().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
