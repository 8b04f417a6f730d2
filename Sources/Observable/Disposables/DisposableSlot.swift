/// A stored disposable that can be taken out once: a `Disposable`, `NopDisposable` when empty. The
/// slot `UpstreamHandoff` hands a disposable over in, `DisposeBag`'s first four entries and a
/// `share`'s connection.
///
/// Not a `Disposable?`: an optional existential is destroyed (in its owner's `deinit`) and taken
/// through `Optional`'s runtime value witnesses; an existential's destroy is one witness call.
/// Measured with `Benchmarks/instructions.sh` when the slots replaced `Disposable?`:
/// `subscribe-dispose` 1,176 → 1,146 instructions, `chain-subscribe` 3,307 → 3,246, `cell-rebind`
/// 21,071 → 19,686 (most of it the bag's four entries and the `share`'s connection).
@usableFromInline
package struct DisposableSlot {
    /// The disposable kept, or `NopDisposable.shared`.
    @usableFromInline package var disposable: Disposable

    /// An empty slot.
    @inlinable package init() { disposable = NopDisposable.shared }

    /// Returns the disposable and leaves the slot empty.
    @inlinable package mutating func take() -> Disposable {
        var taken: Disposable = NopDisposable.shared
        swap(&taken, &disposable)
        return taken
    }
}
