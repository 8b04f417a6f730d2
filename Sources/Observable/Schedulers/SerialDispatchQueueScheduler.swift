import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in scheduling order.
///
/// Use it to move work off the main thread (`subscribe(on:)`, `observe(on:)`) or to time operators in
/// production code.
public final class SerialDispatchQueueScheduler: SchedulerType {
    /// The serial queue actions run on.
    public let queue: DispatchQueue
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `serialQueue`, which must be serial. `leeway` applies to periodic timers.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        queue = serialQueue
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName), leeway: leeway)
    }

    /// A scheduler on a new serial queue targeting the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "Signals.SerialDispatchQueueScheduler", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
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

    /// Runs `action` on the queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
