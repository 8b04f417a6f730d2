/// Holds a disposable that is set once, possibly after `dispose()` was already called (then the
/// disposable is disposed as soon as it is set). Dropped after disposal. Thread-safe and lock-free:
/// one object, its state a word stored in it (`InlineAtomic`).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    /// `state` bits: `dispose()` was called.
    private static var disposedBit: Int { 1 }
    /// `state` bits: `current` holds the disposable.
    private static var setBit: Int { 2 }

    /// The bits above, only ever set, accessed only through `InlineAtomic`.
    @exclusivity(unchecked) final var state = 0
    /// `state`'s address (`InlineAtomic`), set in `init`.
    @exclusivity(unchecked) final var stateAddress = InlineAtomic.unset
    /// The disposable, handed over by `UpstreamHandoff`.
    @exclusivity(unchecked) private var current: Disposable?

    /// An empty single-assignment disposable.
    public init() {
        stateAddress = InlineAtomic.address(of: &state, in: self)
        Resources.incrementTotal()
    }
    deinit { Resources.decrementTotal() }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { InlineAtomic.load(stateAddress) & Self.disposedBit != 0 }

    /// Sets the disposable; disposes it at once if `dispose()` already ran. Setting it twice is a
    /// programming error and traps, as in RxSwift.
    ///
    /// - Parameter disposable: The disposable to hold; disposed with this one.
    public func setDisposable(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &current, setBit: Self.setBit, disposedBit: Self.disposedBit)
    }

    /// Disposes the held disposable (now or when it is set) and drops it.
    public func dispose() {
        if UpstreamHandoff.claim(state: stateAddress, setBit: Self.setBit, disposedBit: Self.disposedBit) { current.take()?.dispose() }
    }
}
