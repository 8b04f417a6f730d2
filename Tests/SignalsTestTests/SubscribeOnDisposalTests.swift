import Foundation
import Signals
import SignalsTest
import XCTest

/// `subscribe(on:)` both subscribes and disposes on its scheduler, as in RxSwift; the subscriber
/// still sees nothing once `dispose()` returned.
final class SubscribeOnDisposalTests: LeakCheckingTestCase {
    func testSubscribesAndDisposesAtTheSchedulersNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: TestTime?
        var disposedAt: TestTime?
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(subscribedAt, 201)
        XCTAssertEqual(disposedAt, 1001)
    }

    func testHotSourceSubscriptionEndsOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(210, 2), .next(600, 3)))
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 500) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 501)])
    }

    func testDisposedBeforeTheScheduledSubscriptionNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 2)))
        let observer = scheduler.createObserver(Int.self)
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) { subscription.disposable = xs.subscribe(on: scheduler).subscribe(observer) }
        scheduler.scheduleAt(200) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposalRunsOnTheSchedulersQueueAndNothingArrivesAfterDisposeReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribeOn.dispose")
        let key = DispatchSpecificKey<Int>()
        scheduler.queue.setSpecific(key: key, value: 1)
        final class State: @unchecked Sendable { var disposedOnQueue: Bool? }
        let state = State()
        let relay = PublishRelay<Int>()
        let source = Observable<Int>.create { observer in
            let inner = relay.subscribe(onNext: { observer.onNext($0) })
            return Disposables.create {
                state.disposedOnQueue = DispatchQueue.getSpecific(key: key) == 1
                inner.dispose()
            }
        }
        var received: [Int] = []
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { received.append($0) })
        scheduler.queue.sync {}  // the scheduled subscription ran
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)  // the source is still subscribed until the queue runs the disposal
        scheduler.queue.sync {}
        relay.accept(3)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(state.disposedOnQueue, true)
        XCTAssertFalse(relay.hasObservers)
    }
}
