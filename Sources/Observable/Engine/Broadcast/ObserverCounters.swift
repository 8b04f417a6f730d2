/// A `Broadcaster`'s two counters, kept together in one stored property and accessed like
/// `QueueWords`: only through `InlineAtomic`, at their addresses.
@usableFromInline
package struct ObserverCounters {
    /// How many observers are subscribed (`Broadcaster.hasObservers`).
    @usableFromInline package var observerCount = 0
    /// The id the next observer gets (`Subscriber.setID`), counting up from 1.
    @usableFromInline package var nextID = 0

    /// No observer yet.
    @inlinable package init() {}
}
