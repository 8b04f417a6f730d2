/// The state threaded through a periodic timer's runs. A tick after `cancel()` does nothing, and
/// cancelling drops the action and state so the timer retains nothing of its chain.
package final class PeriodicState<StateType>: @unchecked Sendable {
    private let lock = Lock()
    private var current: (state: StateType, action: (StateType) -> StateType)?
    private var running = false

    package init(_ state: StateType, _ action: @escaping (StateType) -> StateType) {
        current = (state, action)
    }

    /// Runs the action once with the current state and stores the new state; `false` once cancelled.
    /// A tick arriving while another runs is skipped, so runs never overlap.
    @discardableResult
    package func tick() -> Bool {
        let taken = lock.withLock { () -> (state: StateType, action: (StateType) -> StateType)? in
            guard !running, let current else { return nil }
            running = true
            return current
        }
        guard let taken else { return lock.withLock { current != nil } }
        let next = taken.action(taken.state)
        return lock.withLock { () -> Bool in
            running = false
            guard current != nil else { return false }
            current = (next, taken.action)
            return true
        }
    }

    /// Whether ticks still run (not cancelled).
    package var isActive: Bool { lock.withLock { current != nil } }

    /// Stops further ticks and drops the action and state.
    package func cancel() {
        let dropped = lock.withLock { () -> (state: StateType, action: (StateType) -> StateType)? in
            defer { current = nil }
            return current
        }
        _ = dropped  // released here, outside the lock: a captured object's deinit may run user code
    }
}
