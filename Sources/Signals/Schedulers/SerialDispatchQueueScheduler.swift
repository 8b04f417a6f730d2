import Dispatch
import Foundation

/// Runs work on a serial dispatch queue: one action at a time, in scheduling order.
///
/// Use it to move work off the main thread (`subscribe(on:)`, `observe(on:)`) or to time operators in
/// production code.
public final class SerialDispatchQueueScheduler: DispatchQueueScheduler {
    /// The serial queue actions run on.
    public let queue: DispatchQueue
    /// Schedules on `queue` (the `SchedulerType` members are `DispatchQueueScheduler`'s).
    let configuration: DispatchQueueConfiguration

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
}

extension MainScheduler {
    /// A main-queue scheduler that never runs inline (RxSwift's `MainScheduler.asyncInstance`).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)
}
