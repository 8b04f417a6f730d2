/// Holds one replaceable disposable: assigning a new one disposes the previous one.
///
/// Thread-safe. After `dispose()`, anything assigned is disposed at once. The replaced or late
/// disposable is disposed after the lock is released, so no user code runs under it.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    /// The held disposable; `nil` once disposed. Guarded by `lock`.
    private var current: Disposable?
    /// Whether `dispose()` ran. Guarded by `lock`.
    private var disposed = false

    /// An empty serial disposable.
    public init() { Resources.incrementTotal() }
    deinit { Resources.decrementTotal() }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting it disposes the previous one (or the new one, if already disposed).
    public var disposable: Disposable {
        get { lock.withLock { current } ?? Disposables.create() }
        set {
            let toDispose: Disposable? = lock.withLock {
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current disposable and any assigned later.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        toDispose?.dispose()
    }
}
