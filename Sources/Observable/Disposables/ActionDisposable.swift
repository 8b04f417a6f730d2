/// Runs an action once, on the first `dispose()`, then drops it.
@usableFromInline
final class ActionDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    @usableFromInline init(_ action: @escaping () -> Void) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @usableFromInline var isDisposed: Bool { lock.withLock { action == nil } }

    @usableFromInline func dispose() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
