/// Runs an action once, on the first `dispose()`, then drops it.
@usableFromInline
package final class ActionDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    @usableFromInline package init(_ action: @escaping () -> Void) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @usableFromInline package var isDisposed: Bool { lock.withLock { action == nil } }

    @usableFromInline package func dispose() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
