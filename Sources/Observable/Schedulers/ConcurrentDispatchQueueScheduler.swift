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

    /// A scheduler on `queue`. `leeway` applies to periodic timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action(state)` asynchronously on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action(state)` on the queue after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`; runs never overlap.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
