/// The lock-free hand-off of a disposable that is set once, from one thread, while `dispose` may come
/// first, at the same time, or more than once, from any thread: the shape behind
/// `SingleAssignmentDisposable`, `Sink.upstream` and `Subscriber`'s upstream.
///
/// The owner stores a state word (`InlineAtomic` rules, passed by address) and a `Disposable?` slot. `set` writes the slot
/// and then raises `setBit`; `take` raises `disposedBit` and reads the slot only if `setBit` was
/// already raised — so the slot is never read and written at once, and whichever of the two comes
/// second disposes the disposable, exactly once, outside any lock.
@usableFromInline
enum UpstreamHandoff {
    /// Stores `disposable` in `slot`, or disposes it at once if `take` already ran. Call it once.
    @inlinable
    static func set(_ disposable: Disposable, state: UnsafeMutablePointer<Int>, slot: inout Disposable?, setBit: Int, disposedBit: Int) {
        precondition(InlineAtomic.load(state) & setBit == 0, "an upstream disposable was set twice")
        slot = disposable
        if InlineAtomic.or(state, setBit) & disposedBit != 0 {
            slot = nil
            disposable.dispose()
        }
    }

    /// Marks the owner disposed and returns the disposable to dispose now: the one set, the first
    /// time this is called after `set`; otherwise `nil`.
    @inlinable
    static func take(state: UnsafeMutablePointer<Int>, slot: inout Disposable?, setBit: Int, disposedBit: Int) -> Disposable? {
        let previous = InlineAtomic.or(state, disposedBit)
        guard previous & disposedBit == 0, previous & setBit != 0, let held = slot else { return nil }
        slot = nil
        return held
    }
}
