/// A subscriber to a source that is not a `Broadcaster` (an operator's sink, `create`, a `just`),
/// which keeps the handler `detachHandler()` makes. (`setUpstream` and `disposeDetached` stay in
/// `Subscriber.swift`: declared here, out of that file, they cost `chain-subscribe` 55 instructions.)
extension Subscriber {
    /// For a source that is not a broadcaster: the handler the source keeps, which passes each event
    /// to `deliverDetached`. It captures only this subscriber, so it costs no allocation; the
    /// closures stay here and are dropped as soon as the subscription ends and no delivery runs.
    @inlinable
    func detachHandler() -> EventHandler<Element> {
        _ = InlineAtomic.or(stateAddress, Self.detachedBit)
        return { [self] event in deliverDetached(event) }
    }

    /// Receives one event from a source that is not a broadcaster (through `detachHandler()`), which
    /// sends serially but may be disposed from any thread, even while it delivers.
    ///
    /// Invariant — who drops the closures, and why no delivery calls a dropped one. It is decided by
    /// the `state` word alone:
    /// - A value's delivery raises the delivering count before it reads a closure and lowers it after
    ///   its last use; it reads the closures only if `stoppedBit` was clear when it raised the count.
    /// - `dispose()`, having won the stop, drops them itself only if the count was zero when it set
    ///   `stoppedBit`: every delivery raising the count later sees the stop and reads nothing.
    /// - Otherwise a delivery was running (it raised the count before the stop): the delivery that
    ///   lowers the count to zero, having seen no stop on entry but a stop on leaving, drops them —
    ///   after its last use, and when no other delivery that read them runs.
    /// - A terminal event (serial with the values, so no value's delivery runs beside it except one
    ///   it re-entered on the same thread, which holds its closure) drops them once it won the stop.
    /// So the closures are dropped exactly when the subscription has ended and no delivery needs
    /// them, on whichever thread finished last. (A source breaking the serial rule could leave them
    /// until this object is freed — never calling a dropped closure.)
    @inlinable
    func deliverDetached(_ event: Event<Element>) {
        guard case .next(let value) = event else { return finish(event) }
        let entered = InlineAtomic.add(stateAddress, Self.deliveringUnit)
        #if DEBUG
        // Another delivery still counted: the source broke the serial rule (`EngineRuleCheck`).
        if entered >= 2 &* Self.deliveringUnit { EngineRuleCheck.overlappingDelivery() }
        #endif
        if entered & Self.stoppedBit == 0 { callNext(value, event) }
        let left = InlineAtomic.add(stateAddress, -Self.deliveringUnit)
        if left & Self.stoppedBit != 0 { endStoppedDelivery(entered: entered, left: left) }
    }

    /// The end of a delivery that found the subscription stopped when it left: drops the closures
    /// if the stop came during this delivery and no other delivery runs (see `deliverDetached`).
    @inlinable @inline(never)
    func endStoppedDelivery(entered: Int, left: Int) {
        if entered & Self.stoppedBit == 0, left < Self.deliveringUnit { dropHandlers() }
    }
}
