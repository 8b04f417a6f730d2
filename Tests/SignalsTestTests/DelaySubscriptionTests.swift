import Signals
import SignalsTest
import XCTest

/// `Observable.delaySubscription(_:scheduler:)` as an RxSwift app's RxTest tests use it: the source is
/// subscribed `dueTime` after the subscription, its events pass unchanged, and disposal reaches it.
/// The expected events and subscriptions are what RxSwift 6.10 + RxTest record for the same lines.
final class DelaySubscriptionTests: LeakCheckingTestCase {
    func testTheSourceIsSubscribedAfterTheDelayAndItsEventsPassUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(15, "a"), .next(25, "b"), .completed(40)])
        let res = scheduler.start { source.delaySubscription(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(235, "a"), .next(245, "b"), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(220, 260)])
    }

    func testAnErrorPassesAndEndsTheSourcesSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError.boom)])
        let res = scheduler.start { source.delaySubscription(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(255, 1), .error(260, TestError.boom)])
        XCTAssertEqual(source.subscriptions, [Subscription(250, 260)])
    }

    func testDisposingAfterTheDelayDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, TestError.boom)])
        let res = scheduler.start(disposed: 291) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 291)])
    }

    func testDisposingBeforeTheDelayNeverSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let res = scheduler.start(disposed: 210) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(source.subscriptions, [])
    }

    private enum TestError: Error, Equatable { case boom }
}
