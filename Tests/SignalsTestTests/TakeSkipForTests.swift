import Signals
import SignalsTest
import XCTest

/// `take(for:scheduler:)` and `skip(for:scheduler:)` in virtual time.
final class TakeSkipForTests: LeakCheckingTestCase {
    func testTakeForCompletesWhenTheDurationIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testTakeForPassesOnAnEarlierTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(code: 1))])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(215, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testSkipForDropsValuesUntilTheDurationIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
        let res = scheduler.start { xs.skip(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testSkipForPassesOnAnEarlyTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.skip(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func testTakeForDisposedBeforeTheDurationSendsNoCompletionLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(230, 3)])
        let res = scheduler.start(disposed: 210) { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(205, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSkipForDisposedBeforeTheDurationReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(230, 3)])
        let res = scheduler.start(disposed: 210) { xs.skip(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
