/// The three words a `SerialQueue` runs on, kept together in one stored property of their owner — a
/// `SerialQueue`, or a `Broadcaster`, which runs the uncontended path on its own words and makes a
/// queue object only for the contended path.
///
/// Each word is accessed only through `InlineAtomic` or `SpinLock`, at its address, never by a plain
/// Swift read or write after its initial value; each word's address is a member of the struct's
/// (`WordAddress.member(\.state)`). A `SerialQueue` keeps them as its first stored property, so the
/// struct's address is `InlineAtomic.firstWord(of:as:)` and the field needs no opt-out of the
/// exclusivity check. A `Broadcaster`'s are the first stored property of its `BroadcasterWordStorage`,
/// reached the same way.
@usableFromInline
package struct QueueWords {
    /// `QueueState`: `idle`, or the drainer's `ThreadToken` with its flags.
    @usableFromInline package var state = 0
    /// The order lock (`SpinLock`) for the state a sender records as it submits.
    @usableFromInline package var order = SpinLock.unlocked
    /// The contended path's object as a retained pointer's bits (`LazyObject`), 0 until someone first
    /// finds the queue busy: a `SerialQueue`'s `Lock`, a `Broadcaster`'s `SerialQueue`.
    @usableFromInline package var contended = 0

    /// Idle, unlocked, nothing made.
    @inlinable package init() {}
}
