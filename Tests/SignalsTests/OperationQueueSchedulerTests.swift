import Foundation
import Signals
import XCTest

/// `OperationQueueScheduler`: actions run as operations on the given queue, a disposal before the
/// operation ran cancels it, and `observe(on:)` through it keeps the order of events.
final class OperationQueueSchedulerTests: LeakCheckingTestCase {
    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var values: [String] = []
        func append(_ value: String) { lock.lock(); values.append(value); lock.unlock() }
        var snapshot: [String] { lock.lock(); defer { lock.unlock() }; return values }
    }

    func testTheActionRunsOnTheQueueWithItsState() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let box = Box()
        let ran = expectation(description: "action ran")
        _ = scheduler.schedule("state") { state in
            box.append(OperationQueue.current === queue ? "on queue: \(state)" : "elsewhere: \(state)")
            ran.fulfill()
            return Disposables.create()
        }
        wait(for: [ran], timeout: 10)
        XCTAssertEqual(box.snapshot, ["on queue: state"])
        XCTAssertEqual(scheduler.queuePriority, .high)
    }

    func testDisposingBeforeTheOperationRanCancelsIt() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let box = Box()
        let disposable = scheduler.schedule(()) { _ in
            box.append("ran")
            return Disposables.create()
        }
        disposable.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(box.snapshot, [])
    }

    func testObserveOnDeliversEveryEventInOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let box = Box()
        let done = expectation(description: "completed")
        let subscription = Observable.from(1...50).observe(on: scheduler).subscribe(
            onNext: { box.append("\($0)") },
            onCompleted: { box.append("done"); done.fulfill() }
        )
        wait(for: [done], timeout: 10)
        XCTAssertEqual(box.snapshot, (1...50).map { "\($0)" } + ["done"])
        subscription.dispose()
    }
}
