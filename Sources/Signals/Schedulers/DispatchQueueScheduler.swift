import Dispatch
import Foundation

/// What `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler` share: both run every
/// action on their dispatch queue through one `DispatchQueueConfiguration`, and differ only in the
/// queues they take or make (a serial queue runs one action at a time, in scheduling order; a
/// concurrent one may run separate actions at the same time). The `SchedulerType` members are
/// written once here.
protocol DispatchQueueScheduler: SchedulerType {
    /// Schedules on the scheduler's queue, with its timer leeway.
    var configuration: DispatchQueueConfiguration { get }
}

extension DispatchQueueScheduler {
    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action(state)` asynchronously on the queue (on a serial queue, after every action
    /// scheduled before it).
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it runs on the queue, never before this call returns.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action(state)` on the queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay; `.never` schedules nothing.
    ///   - action: The work; it runs on the queue.
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
