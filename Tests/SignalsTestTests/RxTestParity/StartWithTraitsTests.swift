import Signals
import SignalsTest
import XCTest

/// `TestScheduler.start` takes any `ObservableConvertibleType`, as RxTest's does: a test hands it a
/// `Single`, `Maybe`, `Completable` or `Infallible` and gets the trait's events recorded as an
/// observable's (`.next` then `.completed`, or `.error`).
final class StartWithTraitsTests: LeakCheckingTestCase {
    private struct Failure: Error, Equatable {}

    func testStartRecordsASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])

        let failed = TestScheduler(initialClock: 0).start(disposed: 2000) { Single<Int>.error(Failure()) }
        XCTAssertEqual(failed.events, [.error(200, Failure())])
    }

    func testStartRecordsAMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe.just("a") }.events, [.next(200, "a"), .completed(200)])
        let empty = TestScheduler(initialClock: 0).start { Maybe<Int>.empty() }
        XCTAssertEqual(empty.events, [.completed(200)])
    }

    func testStartRecordsACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(created: 0, subscribed: 10, disposed: 20) { Completable.empty() }
        XCTAssertEqual(res.events, [.completed(10)])
        let failed = TestScheduler(initialClock: 0).start { Completable.error(Failure()) }
        XCTAssertEqual(failed.events, [.error(200, Failure())])
    }

    func testStartRecordsAnInfallibleOnATimetable() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { hot.asInfallible(onErrorJustReturn: -1).map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
    }

    func testStartDisposesTheTraitSubscriptionAtDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold = scheduler.createColdObservable([.next(50, 1), .completed(60)])
        let res = scheduler.start(disposed: 230) { cold.asSingle() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
    }

    func testACreatedObserverSubscribesToATraitThroughAsObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300) { _ = Single.just(5).asObservable().subscribe(res) }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(300, 5), .completed(300)])
    }
}
