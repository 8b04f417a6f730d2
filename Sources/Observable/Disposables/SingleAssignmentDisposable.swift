/// Holds a disposable that is set once, possibly after `dispose()` was already called (then the
/// disposable is disposed as soon as it is set). Dropped after disposal. Thread-safe.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// An empty single-assignment disposable.
    public init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sets the disposable; disposes it at once if `dispose()` already ran.
    public func setDisposable(_ disposable: Disposable) {
        let alreadyDisposed = lock.withLock { () -> Bool in
            if !disposed { current = disposable }
            return disposed
        }
        if alreadyDisposed { disposable.dispose() }
    }

    /// Disposes the held disposable (now or when it is set) and drops it.
    public func dispose() {
        let held = lock.withLock { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        held?.dispose()
    }
}
