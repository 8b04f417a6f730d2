/// What a `Broadcaster`'s drainer owns (`Broadcaster.delivery`): the observers, what a new observer
/// is replayed, and whether the terminal event was delivered. Touched only by the thread draining the
/// broadcaster's queue; the role passes between threads through the queue, so each access
/// happens-before the next.
@usableFromInline
package struct DeliveryState<Element> {
    /// The observers, in subscription order (`ObserverList` owns its forms and their invariants).
    @usableFromInline var list = ObserverList<Element>()
    /// The values replayed to a new observer when the broadcaster's `bufferSize` is more than 1.
    @usableFromInline var buffer = ContiguousArray<Element>()
    /// The value replayed to a new observer when `bufferSize` is 1 (a behavior subject or relay, a
    /// replay of one): a plain stored value, so remembering it is one store.
    @usableFromInline var replayedOne: Element?
    /// Whether the terminal event was delivered, and which (`Termination`).
    @usableFromInline var terminal = Termination.running

    /// No observers, nothing to replay, not ended.
    @inlinable init() {}
}

/// What a `Broadcaster` records for synchronous reads (`Broadcaster.recorded`, read by
/// `BehaviorRelay.value` and `BehaviorSubject.value()`): the latest value and whether the sequence
/// ended. Read and written only with the queue's order lock held, in the order events are sent.
@usableFromInline
package struct RecordedEvents<Element> {
    /// The latest value sent (or the initial one).
    @usableFromInline var latest: Element?
    /// Whether a terminal event was sent, and which.
    @usableFromInline var termination = Termination.running

    /// Nothing recorded.
    @inlinable init() {}
}
