/// The three words a `SerialQueue` runs on, kept together in one stored property of their owner — a
/// `SerialQueue`, or a `Broadcaster`, which runs the uncontended path on its own words and makes a
/// queue object only for the contended path.
///
/// Each word is accessed only through `InlineAtomic` or `SpinLock`, at its address, never by a plain
/// Swift read or write after its initial value: the owner takes the struct's address once in `init`
/// (`InlineAtomic.address(of: &words, in: self)`, the one Swift access, before the object is
/// shared) and reaches each word as a member of it (`WordAddress.member(\.state)`). One field instead
/// of three: the owner opts one field out of the exclusivity check (the `inout` in `init` would be
/// checked once per object made otherwise), and the rule that makes it safe is written once, here.
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
