/// Holds one replaceable disposable: assigning a new one disposes the previous one.
///
/// Thread-safe. After `dispose()`, anything assigned is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var slot = DisposableSlot()

    /// An empty serial disposable.
    public init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { slot.isDisposed } }

    /// The current disposable. Setting it disposes the previous one (or the new one, if already disposed).
    public var disposable: Disposable {
        get { lock.withLock { slot.current } ?? Disposables.create() }
        set { lock.withLock { slot.assign(newValue, replacing: true) }?.dispose() }
    }

    /// Disposes the current disposable and any assigned later.
    public func dispose() {
        lock.withLock { slot.dispose() }?.dispose()
    }
}
