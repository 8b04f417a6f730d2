import Signals
import SignalsTest
import XCTest

/// The trait operators that keep or change a trait's shape: `filter` (Single and Maybe → Maybe),
/// `Completable.concat(_:)`, `Maybe.just(_:scheduler:)` and `Maybe.ifEmpty(switchTo:)` with a
/// `Maybe`, written as an RxSwift app's RxTest tests would be, in virtual time.
final class PrimitiveSequenceShapeChangeTests: LeakCheckingTestCase {
    private let failure = TestError(code: 4)

    func testSingleFilterKeepsAPassingValueAndOtherwiseCompletesEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 4), .completed(220)])
        let kept = scheduler.start { xs.asSingle().filter { $0 > 3 } }
        XCTAssertEqual(kept.events, [.next(220, 4), .completed(220)])

        let dropped: Maybe<Int> = Single.just(2).filter { $0 > 3 }
        XCTAssertEqual(TestScheduler(initialClock: 0).start { dropped }.events, [.completed(200)])
    }

    func testMaybeFilterAndItsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 9), .completed(240)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().filter { $0 % 2 == 0 } }.events, [.completed(240)])

        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Maybe<Int>.empty().filter { _ in true } }.events, [.completed(200)])

        let throwing = TestScheduler(initialClock: 0)
        let failure = failure
        let res = throwing.start { Maybe.just(1).filter { _ in throw failure } }
        XCTAssertEqual(res.events, [.error(200, failure)])
    }

    func testCompletableConcatRunsTheSecondAfterTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(25)] as [Recorded<Event<Never>>])
        let res = scheduler.start { first.asCompletable().concat(second.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(235)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 235)])
    }

    func testCompletableConcatSkipsTheSecondAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, failure)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(25)] as [Recorded<Event<Never>>])
        let res = scheduler.start { first.asCompletable().concat(second.asCompletable()) }
        XCTAssertEqual(res.events, [.error(210, failure)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testMaybeJustOnASchedulerSendsTheValueThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just("a", scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, "a"), .completed(202)])
    }

    func testMaybeIfEmptySwitchToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let fallback = scheduler.createColdObservable([.next(10, 7), .completed(10)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: fallback.asMaybe()) as Maybe<Int> }
        XCTAssertEqual(res.events, [.next(240, 7), .completed(240)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(230, 240)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .completed(220)])
        let unused = other.createColdObservable([.next(10, 7), .completed(10)])
        let kept = other.start { ys.asMaybe().ifEmpty(switchTo: unused.asMaybe()) as Maybe<Int> }
        XCTAssertEqual(kept.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(unused.subscriptions, [])

        let none = TestScheduler(initialClock: 0)
        XCTAssertEqual(none.start { Maybe<Int>.empty().ifEmpty(switchTo: Maybe<Int>.empty()) }.events, [.completed(200)])
    }
}
