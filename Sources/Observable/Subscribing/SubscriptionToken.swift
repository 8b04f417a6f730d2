/// What `subscribe` returns: stops the subscription, disposes its upstream and runs `onDisposed`.
///
/// Holds neither the observer nor its closures, so a disposed subscription kept in a bag retains
/// nothing of the subscriber. `dispose()` is idempotent and thread-safe; once it returns (or a
/// terminal event began), the subscriber's handlers are not called again.
@usableFromInline
final class SubscriptionToken: Cancelable, Lifetime, @unchecked Sendable {
    @usableFromInline let stopped = OnceFlag()
    private let lock = Lock()
    private var upstream: Disposable?
    private var onDisposed: (() -> Void)?
    private var released = false

    @usableFromInline init(onDisposed: (() -> Void)?) {
        self.onDisposed = onDisposed
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the subscription has stopped (disposed or terminated).
    @inlinable var isDisposed: Bool { stopped.isRaised }

    /// Whether the subscription has stopped, as seen by a synchronous source.
    @usableFromInline var hasEnded: Bool { stopped.isRaised }

    /// Marks the subscription stopped; `true` only for the first caller, who must then call `release()`.
    @inlinable func stop() -> Bool { stopped.raise() }

    /// Attaches the upstream subscription; disposes it at once if the token was already released.
    @usableFromInline func setUpstream(_ disposable: Disposable) {
        let alreadyReleased = lock.withLock { () -> Bool in
            if !released { upstream = disposable }
            return released
        }
        if alreadyReleased { disposable.dispose() }
    }

    /// Disposes the upstream and runs `onDisposed`, once.
    @usableFromInline func release() {
        let (upstream, onDisposed) = lock.withLock { () -> (Disposable?, (() -> Void)?) in
            released = true
            defer {
                self.upstream = nil
                self.onDisposed = nil
            }
            return (self.upstream, self.onDisposed)
        }
        upstream?.dispose()
        onDisposed?()
    }

    @usableFromInline func dispose() {
        if stop() { release() }
    }
}
