import Foundation

/// Runs scheduled work as operations on an `OperationQueue`, RxSwift's `OperationQueueScheduler`.
///
/// The queue decides concurrency: with `maxConcurrentOperationCount > 1` two scheduled actions may
/// run at the same time (operators such as `observe(on:)` still deliver one event at a time).
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 4
/// values.observe(on: OperationQueueScheduler(operationQueue: queue)).subscribe(onNext: save)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority each added operation gets.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds one operation per scheduled action to `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: where the actions run.
    ///   - queuePriority: the `queuePriority` of every operation added.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action(state)` on the queue. Disposing the result before the
    /// operation ran cancels it (the action never runs); disposing it later disposes what the
    /// action returned.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: Runs once, on the operation queue; what it returns is disposed with the result.
    /// - Returns: A disposable that cancels the operation, or disposes what `action` returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = ScheduledAction { action(state) }
        let operation = BlockOperation { scheduled.run() }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return Disposables.create {
            scheduled.dispose()
            operation.cancel()
        }
    }
}
