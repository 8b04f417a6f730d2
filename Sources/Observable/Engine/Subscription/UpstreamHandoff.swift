/// The lock-free hand-off of a disposable that is set once, from one thread, while `dispose` may come
/// first, at the same time, or more than once, from any thread: the shape behind
/// `SingleAssignmentDisposable`, `Sink.upstream`, `observe(on:)`'s sink and `ChainSubscriber`'s upstream.
///
/// The owner stores a state word (`InlineAtomic` rules, passed by address) and a `DisposableSlot`,
/// and names which bits of the word are the hand-off's (`HandoffBits`: one layout per owner, so a word
/// that also holds other flags says which bit is whose). `set` writes the slot and then raises
/// `bits.set`. The owner's dispose calls `claim`, which raises `bits.disposed`, and only if `claim`
/// returns `true` (`bits.set` was raised first) takes the slot:
/// `if UpstreamHandoff.claim(…) { slot.take().dispose() }`. So the slot is written before the
/// atomic `or` that publishes it and touched by the disposer only after the `or` that saw it
/// published — never read and written at once — and whichever of the two comes second disposes the
/// disposable, exactly once, outside any lock.
///
/// `claim` does not take the slot `inout`: ThreadSanitizer records an `inout` access as a write where
/// it begins, before the atomic `or`, so a disposer that never read the slot looked like it raced
/// with `set`.
@usableFromInline
package enum UpstreamHandoff {
    /// Stores `disposable` in `slot`, or disposes it at once if `claim` already ran. Call it once.
    @inlinable
    package static func set(_ disposable: Disposable, state: WordAddress<Int>, slot: inout DisposableSlot, bits: HandoffBits) {
        precondition(InlineAtomic.load(state) & bits.set == 0, "an upstream disposable was set twice")
        slot.disposable = disposable
        if InlineAtomic.or(state, bits.set) & bits.disposed != 0 {
            slot.take().dispose()
        }
    }

    /// Marks the owner disposed.
    ///
    /// - Returns: `true` the first time it is called after `set` raised `bits.set`: the caller then
    ///   takes the slot and disposes what it held. Otherwise `false`, and the slot is not touched
    ///   (`set` disposes a disposable that arrives later).
    @inlinable
    package static func claim(state: WordAddress<Int>, bits: HandoffBits) -> Bool {
        let previous = InlineAtomic.or(state, bits.disposed)
        return previous & bits.disposed == 0 && previous & bits.set != 0
    }
}

/// The two bits of an owner's state word that `UpstreamHandoff` uses.
@usableFromInline
package struct HandoffBits: Sendable {
    /// Raised by `set` once the slot holds the disposable.
    @usableFromInline package let set: Int
    /// Raised by `claim`: the owner is disposed, whoever comes second disposes the slot's disposable.
    @usableFromInline package let disposed: Int

    /// A layout; `set` and `disposed` are two different single bits.
    @inlinable package init(set: Int, disposed: Int) {
        self.set = set
        self.disposed = disposed
    }

    /// A word, or the low bits of a word, that holds only the hand-off: bit 0 (1) disposed, bit 1 (2)
    /// set. `Sink`, `SingleAssignmentDisposable` and `observe(on:)`'s sink use it.
    @inlinable package static var lowTwoBits: HandoffBits { HandoffBits(set: 2, disposed: 1) }
}
