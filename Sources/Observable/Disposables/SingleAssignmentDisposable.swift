/// Holds a disposable that is set once, possibly after `dispose()` was already called (then the
/// disposable is disposed as soon as it is set). Dropped after disposal. Thread-safe.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var slot = DisposableSlot()

    /// An empty single-assignment disposable.
    public init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { slot.isDisposed } }

    /// Sets the disposable; disposes it at once if `dispose()` already ran.
    public func setDisposable(_ disposable: Disposable) {
        lock.withLock { slot.assign(disposable, replacing: false) }?.dispose()
    }

    /// Disposes the held disposable (now or when it is set) and drops it.
    public func dispose() {
        lock.withLock { slot.dispose() }?.dispose()
    }
}
