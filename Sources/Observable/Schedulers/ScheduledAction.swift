/// One piece of scheduled work and what cancels it: running takes the action out (so it runs at most
/// once), disposing drops it (so a cancelled timer retains nothing of the chain that scheduled it) and
/// disposes whatever the action returned.
///
/// Not counted in `Resources.total`: a dispatch timer keeps this small box until its deadline even when
/// cancelled, but the box holds nothing by then. `package`, so `TestScheduler` (SignalsTest) shares it.
package final class ScheduledAction: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private var disposed = false

    package init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    package var isDisposed: Bool { lock.withLock { disposed } }

    /// Runs the action unless it already ran or was cancelled.
    package func run() {
        let action = lock.withLock { () -> (() -> Disposable)? in
            defer { self.action = nil }
            return self.action
        }
        guard let action else { return }
        let result = action()
        let disposeNow = lock.withLock { () -> Bool in
            if !disposed { self.result = result }
            return disposed
        }
        if disposeNow { result.dispose() }
    }

    package func dispose() {
        let (action, result) = lock.withLock { () -> ((() -> Disposable)?, Disposable?) in
            if disposed { return (nil, nil) }
            disposed = true
            defer {
                self.action = nil
                self.result = nil
            }
            return (self.action, self.result)
        }
        _ = action  // released here, outside the lock: a captured object's deinit may run user code
        result?.dispose()
    }
}
