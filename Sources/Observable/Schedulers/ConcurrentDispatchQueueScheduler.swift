import Dispatch
import Foundation

/// Runs work on a (possibly concurrent) dispatch queue: separate actions may run at the same time.
///
/// Operators that deliver through a scheduler (`observe(on:)`, the time operators) still deliver to
/// each subscriber serially.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// The queue actions run on.
    public let queue: DispatchQueue
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: Where actions run; a concurrent queue may run two actions at the same time.
    ///   - leeway: How late the system may fire a periodic timer, to save power; `0` by default.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: Picks the global queue actions run on.
    ///   - leeway: How late the system may fire a periodic timer, to save power; `0` by default.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action(state)` asynchronously on the queue.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it runs on a thread of the queue, never before this call returns.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action(state)` on the queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay; `.never` schedules nothing.
    ///   - action: The work; it runs on a thread of the queue.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`; runs never overlap.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs; a run still going when the next is due makes that one skip.
    ///   - action: Gets the previous run's result and returns the next run's state.
    /// - Returns: Stops the timer; no run starts after it is disposed, and the state is released.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
