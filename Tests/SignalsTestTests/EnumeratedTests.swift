import Signals
import SignalsTest
import XCTest

/// `enumerated()`: each value paired with its position, counted per subscription.
final class EnumeratedTests: LeakCheckingTestCase {
    private struct Pair: Equatable {
        let index: Int
        let value: String
    }

    func testEachValueGetsItsPositionAndTheEndPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .error(230, TestError(code: 1))])
        let res = scheduler.start { xs.enumerated().map { Pair(index: $0.index, value: $0.element) } }
        XCTAssertEqual(res.events, [.next(210, Pair(index: 0, value: "a")), .next(220, Pair(index: 1, value: "b")), .error(230, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEverySubscriptionCountsFromZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let indexed = xs.enumerated().map { Pair(index: $0.index, value: $0.element) }
        let first = scheduler.createObserver(Pair.self)
        let second = scheduler.createObserver(Pair.self)
        scheduler.scheduleAt(100) { _ = indexed.subscribe(first) }
        scheduler.scheduleAt(200) { _ = indexed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, Pair(index: 0, value: "a")), .next(120, Pair(index: 1, value: "b")), .completed(130)])
        XCTAssertEqual(second.events, [.next(210, Pair(index: 0, value: "a")), .next(220, Pair(index: 1, value: "b")), .completed(230)])
    }
}
