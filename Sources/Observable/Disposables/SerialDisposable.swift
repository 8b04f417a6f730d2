/// Holds one replaceable disposable: assigning a new one disposes the previous one.
///
/// Thread-safe. After `dispose()`, anything assigned is disposed at once.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
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
            let (previous, isDisposed) = lock.withLock { () -> (Disposable?, Bool) in
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if isDisposed { newValue.dispose() }
        }
    }

    /// Disposes the current disposable and any assigned later.
    public func dispose() {
        let previous = lock.withLock { () -> Disposable? in
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        previous?.dispose()
    }
}
