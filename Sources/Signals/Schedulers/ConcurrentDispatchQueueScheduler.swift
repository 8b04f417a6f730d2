import Dispatch
import Foundation

/// Runs work on a (possibly concurrent) dispatch queue: separate actions may run at the same time.
///
/// Operators that deliver through a scheduler (`observe(on:)`, the time operators) still deliver to
/// each subscriber serially.
public final class ConcurrentDispatchQueueScheduler: DispatchQueueScheduler {
    /// The queue actions run on.
    public let queue: DispatchQueue
    /// Schedules on `queue` (the `SchedulerType` members are `DispatchQueueScheduler`'s).
    let configuration: DispatchQueueConfiguration

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
}
