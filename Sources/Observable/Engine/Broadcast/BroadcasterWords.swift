/// A `Broadcaster`'s atomic words, kept together in one stored property: its queue's (`QueueWords`)
/// and its two counters. Accessed like `QueueWords`: only through `InlineAtomic` or `SpinLock`, at
/// their addresses.
@usableFromInline
package struct BroadcasterWords {
    /// The queue's state, order lock and contended-path object (the broadcaster's `SerialQueue`).
    @usableFromInline package var queue = QueueWords()
    /// How many observers are subscribed (`Broadcaster.hasObservers`).
    @usableFromInline package var observerCount = 0
    /// The id the next observer gets (`Subscriber.setID`), counting up from 1.
    @usableFromInline package var nextID = 0

    /// Idle, no observer yet.
    @inlinable package init() {}
}
