import Signals
import SignalsTest
import XCTest

/// `flatMapFirst` in virtual time: values that arrive while an inner runs are dropped without calling
/// the selector; events and the inner subscriptions' times.
final class FlatMapFirstTests: LeakCheckingTestCase {
    func testValuesArrivingWhileAnInnerRunsAreDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let inners = (0..<4).map { value in
            scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), .completed(30)])
        }
        let selected = Locked<[Int]>([])
        let res = scheduler.start {
            xs.flatMapFirst { value -> TestableObservable<Int> in
                selected.mutate { $0.append(value) }
                return inners[value]
            }
        }
        XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .next(260, 20), .next(270, 21), .completed(300)])
        XCTAssertEqual(selected.value, [0, 2], "the selector is not called for dropped values")
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [], [Subscription(250, 280)], []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testCompletesWhenTheOuterAndTheRunningInnerCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(220)])
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testInnerErrorEndsTheSequenceAndReleasesTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(240, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(code: 1))])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOuterErrorAndThrowingSelectorReleaseTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .error(225, TestError(code: 2))])
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError(code: 2))])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 225)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 0), .completed(300)])
        let thrown = second.start { ys.flatMapFirst { _ -> Observable<Int> in throw TestError(code: 3) } }
        XCTAssertEqual(thrown.events, [.error(210, TestError(code: 3))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testDisposedMidwayReleasesOuterAndInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(30, 2), .completed(40)])
        let res = scheduler.start(disposed: 230) { xs.flatMapFirst { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
