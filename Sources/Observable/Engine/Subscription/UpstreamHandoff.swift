/// The lock-free hand-off of a disposable that is set once, from one thread, while `dispose` may come
/// first, at the same time, or more than once, from any thread: the shape behind
/// `SingleAssignmentDisposable`, `Sink.upstream`, `observe(on:)`'s sink and `Subscriber`'s upstream.
///
/// The owner stores a state word (`InlineAtomic` rules, passed by address) and a `Disposable?` slot.
/// `set` writes the slot and then raises `setBit`. The owner's dispose calls `claim`, which raises
/// `disposedBit`, and only if `claim` returns `true` (`setBit` was raised first) takes the slot:
/// `if UpstreamHandoff.claim(…) { slot.take()?.dispose() }`. So the slot is written before the
/// atomic `or` that publishes it and touched by the disposer only after the `or` that saw it
/// published — never read and written at once — and whichever of the two comes second disposes the
/// disposable, exactly once, outside any lock.
///
/// `claim` does not take the slot `inout`: ThreadSanitizer records an `inout` access as a write where
/// it begins, before the atomic `or`, so a disposer that never read the slot looked like it raced
/// with `set`.
@usableFromInline
package enum UpstreamHandoff {
    /// Stores `disposable` in `slot`, or disposes it at once if `take` already ran. Call it once.
    @inlinable
    package static func set(_ disposable: Disposable, state: UnsafeMutablePointer<Int>, slot: inout Disposable?, setBit: Int, disposedBit: Int) {
        precondition(InlineAtomic.load(state) & setBit == 0, "an upstream disposable was set twice")
        slot = disposable
        if InlineAtomic.or(state, setBit) & disposedBit != 0 {
            slot = nil
            disposable.dispose()
        }
    }

    /// Marks the owner disposed.
    ///
    /// - Returns: `true` the first time it is called after `set` raised `setBit`: the caller then
    ///   takes the slot and disposes what it held. Otherwise `false`, and the slot is not touched
    ///   (`set` disposes a disposable that arrives later).
    @inlinable
    static func claim(state: UnsafeMutablePointer<Int>, setBit: Int, disposedBit: Int) -> Bool {
        let previous = InlineAtomic.or(state, disposedBit)
        return previous & disposedBit == 0 && previous & setBit != 0
    }
}
