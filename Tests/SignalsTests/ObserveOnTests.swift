import Dispatch
import Foundation
import Signals
import XCTest

final class ObserveOnTests: LeakCheckingTestCase {
    func testObserveOnDeliversOnTheSchedulerInOrderAndSerially() {
        let queue = DispatchQueue(label: "test.concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let relay = PublishRelay<Int>()
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var values: [Int] = []
            var inside = 0
            var overlaps = 0
            var offMain = true
        }
        let state = State()
        let done = expectation(description: "all delivered")
        let subscription = relay.observe(on: scheduler).subscribe(onNext: { value in
            state.lock.withLock { state.inside += 1; if state.inside > 1 { state.overlaps += 1 } }
            state.lock.withLock {
                state.values.append(value)
                if Thread.isMainThread { state.offMain = false }
                state.inside -= 1
            }
            if value == 9_999 { done.fulfill() }
        })
        for i in 0..<10_000 { relay.accept(i) }
        wait(for: [done], timeout: 30)
        queue.sync(flags: .barrier) {}  // let the last drain return
        XCTAssertEqual(state.values, Array(0..<10_000))
        XCTAssertEqual(state.overlaps, 0)
        XCTAssertTrue(state.offMain)
        subscription.dispose()
    }

    func testObserveOnForwardsTerminalEventsAfterValues() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observeOn")
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let done = expectation(description: "completed")
        let subscription = subject.observe(on: scheduler).subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError(7))
        subject.onNext(3)
        wait(for: [done], timeout: 10)
        scheduler.queue.sync {}  // let the drain return
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "error(TestError(7))"])
        XCTAssertFalse(subject.hasObservers, "the terminal event releases the upstream")
        subscription.dispose()
    }

    func testObserveOnMainInstanceIsSynchronousOnTheMainThread() {
        let relay = BehaviorRelay(value: 1)
        let recorder = Recorder<Int>()
        let subscription = relay.observe(on: MainScheduler.instance).record(into: recorder)
        relay.accept(2)
        XCTAssertEqual(recorder.values, [1, 2])
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(recorder.values, [1, 2])
    }

    func testObserveOnMainHandlesReentrantSendsInOrderWithoutRecursion() {
        let relay = BehaviorRelay(value: 0)
        var seen: [Int] = []
        var depth = 0
        var maxDepth = 0
        let subscription = relay.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            seen.append(value)
            if value < 3 { relay.accept(value + 1) }
            depth -= 1
        })
        XCTAssertEqual(seen, [0, 1, 2, 3])
        XCTAssertEqual(maxDepth, 1, "reentrant sends are queued, not delivered recursively")
        subscription.dispose()
    }

    func testObserveOnMainSendOnTheMainThreadWaitsBehindEventsQueuedFromAnotherThread() {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let subscription = relay.observe(on: MainScheduler.instance).record(into: recorder)
        // Queued on the main queue (sent off the main thread), not yet delivered: the main thread is busy here.
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            relay.accept(1)
            sent.signal()
        }
        sent.wait()
        relay.accept(2)
        XCTAssertEqual(recorder.values, [], "a main-thread send must not overtake an event still queued")
        let deadline = Date().addingTimeInterval(10)
        while recorder.values.count < 2 && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(recorder.values, [1, 2])
        relay.accept(3)
        XCTAssertEqual(recorder.values, [1, 2, 3], "nothing queued any more: delivered at once")
        subscription.dispose()
    }

    func testObserveOnMainFromBackgroundDeliversOnMainThread() {
        let relay = PublishRelay<Int>()
        final class State: @unchecked Sendable { var values: [Int] = []; var allOnMain = true }
        let state = State()
        let done = expectation(description: "delivered")
        let subscription = relay.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            if !Thread.isMainThread { state.allOnMain = false }
            state.values.append(value)
            if value == 99 { done.fulfill() }
        })
        let sender = DispatchGroup()
        DispatchQueue.global().async(group: sender) { [weak relay] in for i in 0..<100 { relay?.accept(i) } }
        wait(for: [done], timeout: 10)
        sender.wait()
        XCTAssertEqual(state.values, Array(0..<100))
        XCTAssertTrue(state.allOnMain)
        subscription.dispose()
    }

    func testDisposingObserveOnDropsPendingEventsAndReleasesUpstream() {
        let queue = DispatchQueue(label: "test.blocked")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }  // hold the queue so events stay pending
        let subscription = relay.observe(on: scheduler).record(into: recorder)
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        XCTAssertFalse(relay.hasObservers)
        gate.signal()
        queue.sync {}
        XCTAssertEqual(recorder.values, [])
    }

    func testSubscribeOnSubscribesOnTheScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribeOn")
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 1)
        final class State: @unchecked Sendable { var subscribedOnQueue = false }
        let state = State()
        let recorder = Recorder<Int>()
        let done = expectation(description: "completed")
        let source = Observable<Int>.create { observer in
            state.subscribedOnQueue = DispatchQueue.getSpecific(key: key) == 1
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let subscription = source.subscribe(on: scheduler).subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        scheduler.queue.sync {}  // let the scheduled subscription return
        XCTAssertTrue(state.subscribedOnQueue)
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])
        subscription.dispose()
    }

    func testSubscribeOnDisposedBeforeTheSubscriptionRunsDeliversNothing() {
        let queue = DispatchQueue(label: "test.subscribeOn.blocked")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let gate = DispatchSemaphore(value: 0)
        queue.async { gate.wait() }
        let recorder = Recorder<Int>()
        let subscription = Observable.just(1).subscribe(on: scheduler).record(into: recorder)
        subscription.dispose()
        gate.signal()
        queue.sync {}
        XCTAssertEqual(recorder.values, [])
    }
}
