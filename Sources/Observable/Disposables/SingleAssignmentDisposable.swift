/// Holds a disposable that is set once, possibly after `dispose()` was already called (then the
/// disposable is disposed as soon as it is set). Dropped after disposal. Thread-safe and lock-free:
/// one object, its state a word stored in it (`InlineAtomic`).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    /// `dispose()` was called: `UpstreamHandoff`'s `disposed` bit (`HandoffBits.lowTwoBits`).
    private static var disposedBit: Int { HandoffBits.lowTwoBits.disposed }

    /// `UpstreamHandoff`'s two bits (`HandoffBits.lowTwoBits`), only ever set, accessed only
    /// through `InlineAtomic`. The first stored property, so its address is `InlineAtomic.firstWord(of:)`.
    final var state = 0
    /// `state`'s address (`InlineAtomic.firstWord(of:)`).
    @inline(__always) final var stateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }
    /// The disposable, handed over by `UpstreamHandoff`.
    private var current = DisposableSlot()

    /// An empty single-assignment disposable.
    public init() {
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
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &current, bits: .lowTwoBits)
    }

    /// Disposes the held disposable (now or when it is set) and drops it.
    public func dispose() {
        if UpstreamHandoff.claim(state: stateAddress, bits: .lowTwoBits) { current.take().dispose() }
    }
}
