import Signals
import SignalsTest
import XCTest

/// `switchLatest` in virtual time: a new inner releases the previous one; completion waits for both
/// the outer and the current inner.
final class SwitchLatestTests: LeakCheckingTestCase {
    func testANewInnerReleasesThePreviousOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(215, 1), .next(225, 2), .next(240, 9), .completed(400)])
        let b = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .next(230, b.asObservable()), .completed(250)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .next(240, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "the outer is released when it completes")
    }

    func testInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .completed(300)])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(code: 1))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOuterErrorReleasesTheCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .error(225, TestError(code: 2))])
        let res = scheduler.start { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError(code: 2))])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 225)])
    }

    func testDisposedMidwayReleasesOuterAndCurrentInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(50)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.switchLatest() }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
