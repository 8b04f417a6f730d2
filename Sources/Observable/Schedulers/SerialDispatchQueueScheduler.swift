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

    /// A scheduler on `serialQueue`.
    ///
    /// - Parameters:
    ///   - serialQueue: Where actions run; it must be serial, or actions may overlap.
    ///   - leeway: How late the system may fire a periodic timer, to save power; `0` by default.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        queue = serialQueue
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The new queue's label (shown in the debugger and crash logs).
    ///   - leeway: How late the system may fire a periodic timer, to save power; `0` by default.
    public convenience init(internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName), leeway: leeway)
    }

    /// A scheduler on a new serial queue with quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The new queue's quality of service.
    ///   - internalSerialQueueName: The new queue's label (shown in the debugger and crash logs).
    ///   - leeway: How late the system may fire a periodic timer, to save power; `0` by default.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "Signals.SerialDispatchQueueScheduler", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos), leeway: leeway)
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action(state)` asynchronously on the queue, after every action scheduled before it.
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
    ///   - period: The time between runs.
    ///   - action: Gets the previous run's result and returns the next run's state.
    /// - Returns: Stops the timer; no run starts after it is disposed, and the state is released.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
