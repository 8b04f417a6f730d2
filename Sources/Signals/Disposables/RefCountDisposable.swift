/// Disposes an underlying disposable only once it has been disposed itself *and* every dependent
/// disposable handed out by `retain()` has been disposed (RxSwift's `RefCountDisposable`).
///
/// Thread-safe. Each retained disposable releases its reference once, however often it is disposed;
/// `retain()` after the underlying disposable was disposed returns a disposable that does nothing.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`: nil once the underlying disposable was disposed.
    private var underlying: Disposable?
    private var references = 0
    private var primaryDisposed = false

    /// Guards `disposable`, which is disposed when this and every retained disposable are.
    ///
    /// - Parameter disposable: Disposed once this and every retained disposable are disposed.
    public init(disposable: Disposable) {
        underlying = disposable
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.withLock { underlying == nil } }

    /// A dependent disposable: while it is not disposed, the underlying disposable stays alive.
    ///
    /// - Returns: A disposable that releases its hold once, when disposed; after the underlying
    ///   disposable was disposed, one that does nothing.
    public func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard underlying != nil else { return false }
            references += 1
            return true
        }
        guard retained else { return Disposables.create() }
        return Disposables.create(with: { [self] in release() })
    }

    /// Disposes this (primary) reference; the underlying disposable is disposed once no retained one
    /// is left. Idempotent.
    public func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil, !primaryDisposed else { return nil }
            primaryDisposed = true
            return takeUnderlyingIfUnused()
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard underlying != nil else { return nil }
            references -= 1
            return primaryDisposed ? takeUnderlyingIfUnused() : nil
        }
        toDispose?.dispose()
    }

    /// Under `lock`: hands out the underlying disposable if nothing holds it any more.
    private func takeUnderlyingIfUnused() -> Disposable? {
        guard references == 0 else { return nil }
        defer { underlying = nil }
        return underlying
    }
}
