import Signals
import SignalsTest
import XCTest

/// `merge(maxConcurrent:)` in virtual time: inners beyond the limit wait and start, in arrival
/// order, as running ones complete.
final class MergeMaxConcurrentTests: LeakCheckingTestCase {
    func testInnersBeyondTheLimitWaitForARunningOneToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let b = scheduler.createColdObservable([.next(20, 2), .completed(60)])
        let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let d = scheduler.createColdObservable([.next(5, 4), .completed(10)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()),
            .next(235, d.asObservable()), .completed(240),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(255, 3), .next(265, 4), .completed(280)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 280)])
        XCTAssertEqual(c.subscriptions, [Subscription(250, 260)])
        XCTAssertEqual(d.subscriptions, [Subscription(260, 270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], "the outer is released when it completes")
    }

    func testALimitBelowOneFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Observable.just(1)), .completed(240)])
        let res = scheduler.start { xs.merge(maxConcurrent: 0) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testAnInnerErrorDropsTheWaitingInnersAndReleasesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let b = scheduler.createColdObservable([.next(30, 2), .completed(60)])
        let c = scheduler.createColdObservable([.completed(10, Int.self)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(215, b.asObservable()), .next(220, c.asObservable()), .completed(300),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(code: 1))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(215, 230)])
        XCTAssertEqual(c.subscriptions, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testAnOuterErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .error(225, TestError(code: 2))])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError(code: 2))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 225)])
    }

    func testDisposedMidwayReleasesOuterAndRunningInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(50)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(220, b.asObservable()), .next(230, c.asObservable()), .completed(300),
        ])
        let res = scheduler.start(disposed: 240) { xs.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }
}
