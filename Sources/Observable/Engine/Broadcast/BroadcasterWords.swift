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

/// The object a `Broadcaster` keeps its `BroadcasterWords` in: a root class whose first stored
/// property is the words, so their address is `InlineAtomic.firstWord(of:as:)` — the one way the
/// engine reaches a word stored in an object — with nothing kept and no offset computed. (A
/// broadcaster is an `Observable` subclass: its own first stored property follows `Observable`'s.)
/// Made with its broadcaster, which keeps it (a `let`) for its whole life.
@usableFromInline
package final class BroadcasterWordStorage: @unchecked Sendable {
    /// The words, reached only through `address` (no Swift access after this initial value).
    @usableFromInline package final var words = BroadcasterWords()

    /// Idle words, no observer yet.
    @inlinable package init() {}

    /// `words`' address: the start of the stored properties, valid while this object lives.
    @inlinable package final var address: WordAddress<BroadcasterWords> {
        InlineAtomic.firstWord(of: self, as: BroadcasterWords.self)
    }
}
