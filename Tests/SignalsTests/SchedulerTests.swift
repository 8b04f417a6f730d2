import Dispatch
import Foundation
import Signals
import XCTest

final class SchedulerTests: LeakCheckingTestCase {
    func testMainSchedulerRunsInlineOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testMainSchedulerQueuesNestedWorkAfterTheCurrentAction() {
        var order: [String] = []
        let done = expectation(description: "nested action ran")
        _ = MainScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("inner")
                done.fulfill()
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer start", "outer end"])
        wait(for: [done], timeout: 10)
        XCTAssertEqual(order, ["outer start", "outer end", "inner"])
    }

    func testMainSchedulerHopsFromABackgroundThreadToTheMainThread() {
        let done = expectation(description: "ran on main")
        final class Flag: @unchecked Sendable { var onMain = false }
        let flag = Flag()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                flag.onMain = Thread.isMainThread
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(flag.onMain)
    }

    func testSerialSchedulerRunsActionsOnItsQueueInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 42)
        let recorder = Recorder<Int>()
        let done = expectation(description: "all ran")
        for i in 0..<100 {
            _ = scheduler.schedule(i) { i in
                recorder.record(.next(DispatchQueue.getSpecific(key: key) == 42 ? i : -1))
                if i == 99 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.values, Array(0..<100))
    }

    func testDisposingAScheduledRelativeActionCancelsItAndReleasesItsClosure() {
        let queue = DispatchQueue(label: "test.cancel")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }  // nothing runs on the queue until the cancel is done
        final class Payload {}
        var payload: Payload? = Payload()
        weak let weakPayload = payload
        let recorder = Recorder<String>()
        let cancelled = scheduler.scheduleRelative(payload!, dueTime: .milliseconds(1)) { _ in
            recorder.record(.next("cancelled ran"))
            return Disposables.create()
        }
        payload = nil
        cancelled.dispose()
        XCTAssertNil(weakPayload, "a cancelled timer must not retain its action's state")
        gate.signal()
        let done = expectation(description: "later action ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            recorder.record(.next("later ran"))
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.values, ["later ran"])
    }

    func testPeriodicSchedulingThreadsStateAndStopsOnDispose() {
        let queue = DispatchQueue(label: "test.periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let recorder = Recorder<Int>()
        let third = expectation(description: "three ticks")
        let timer = SerialDisposable()
        timer.disposable = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
            recorder.record(.next(state))
            if state == 2 {
                timer.dispose()
                third.fulfill()
            }
            return state + 1
        }
        wait(for: [third], timeout: 10)
        queue.sync(flags: .barrier) {}  // let the last tick return and drop its closure
        XCTAssertEqual(recorder.values, [0, 1, 2])
    }

    func testCurrentThreadSchedulerTrampolinesNestedActions() {
        var order: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("cancelled")
                return Disposables.create()
            }
            cancelled.dispose()
            order.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(order, ["outer start", "outer end", "inner"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}
