import Dispatch
import Foundation
import Signals
import XCTest

/// Time operators under real threads: events and timers arrive on many threads at once; delivery to
/// the subscriber must stay serialized, complete and ordered.
final class TimeOperatorConcurrencyTests: LeakCheckingTestCase {
    func testDelayOnAConcurrentSchedulerDeliversEverythingSeriallyInArrivalOrder() {
        let queue = DispatchQueue(label: "test.delay.concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let relay = PublishRelay<(sender: Int, index: Int)>()
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var inside = 0
            var overlaps = 0
            var lastIndex: [Int: Int] = [:]
            var outOfOrder = 0
            var count = 0
        }
        let state = State()
        let senders = 4
        let perSender = 2_000
        let done = expectation(description: "all delivered")
        let subscription = relay.delay(.nanoseconds(0), scheduler: scheduler).subscribe(onNext: { value in
            state.lock.withLock { state.inside += 1; if state.inside > 1 { state.overlaps += 1 } }
            state.lock.withLock {
                if let last = state.lastIndex[value.sender], last >= value.index { state.outOfOrder += 1 }
                state.lastIndex[value.sender] = value.index
                state.count += 1
                state.inside -= 1
                if state.count == senders * perSender { done.fulfill() }
            }
        })
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for index in 0..<perSender { relay.accept((sender, index)) }
        }
        wait(for: [done], timeout: 30)
        subscription.dispose()
        queue.sync(flags: .barrier) {}  // let timers that are still returning finish
        XCTAssertEqual(state.count, senders * perSender)
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertEqual(state.outOfOrder, 0)
    }

    func testDisposingWhileTimersFireOnOtherThreadsIsSafe() {
        let queue = DispatchQueue(label: "test.debounce.race", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        for _ in 0..<200 {
            let relay = PublishRelay<Int>()
            let subscription = relay.debounce(.nanoseconds(0), scheduler: scheduler).subscribe(onNext: { _ in })
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                if worker == 0 {
                    for i in 0..<20 { relay.accept(i) }
                } else {
                    subscription.dispose()
                }
            }
            subscription.dispose()
            XCTAssertFalse(relay.hasObservers)
        }
        queue.sync(flags: .barrier) {}
    }
}
