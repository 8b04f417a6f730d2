import Signals
import SignalsTest
import XCTest

/// `take(until:)`, `skip(until:)`, `sample` and `amb` in virtual time: events and subscriptions of
/// every source, as RxSwift's tests check them.
final class UntilOperatorTests: LeakCheckingTestCase {
    // MARK: take(until: other)

    func testTakeUntilCompletesWhenOtherSendsAndReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(260)])
        let other = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(230)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilOtherCompletingWithoutAValueOnlyReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(260)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilFailsWithOthersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(260)])
        let other = scheduler.createHotObservable([.error(225, TestError(code: 1), String.self)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 2), .error(225, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testTakeUntilSourceCompletionReleasesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(220)])
        let other = scheduler.createHotObservable([.next(250, "x")])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testTakeUntilWithAnOtherThatSendsOnSubscribeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.take(until: Observable.just(0)) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: take(until: predicate)

    func testTakeUntilPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(260)])
        let exclusive = scheduler.start { xs.take(until: { $0 > 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(260)])
        let inclusive = second.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 5), .completed(220)])
    }

    // MARK: skip(until: other)

    func testSkipUntilPassesValuesAfterOtherSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(260)])
        let other = scheduler.createHotObservable([.next(225, "go"), .next(240, "again")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilOtherCompletingFirstPassesNothingAndEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(260)])
        let other = scheduler.createHotObservable([.completed(225, String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSkipUntilFailsWithEitherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(260)])
        let other = scheduler.createHotObservable([.error(215, TestError(code: 2), String.self)])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.error(215, TestError(code: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
    }

    func testSkipUntilDisposalReleasesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 3)])
        let other = scheduler.createHotObservable([.next(220, "go")])
        let res = scheduler.start(disposed: 240) { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(230, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    // MARK: sample

    func testSampleSendsTheLatestNewValueOnEachTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300)])
        let ticks = scheduler.createHotObservable([
            .next(150, ""), .next(210, "a"), .next(250, "b"), .next(260, "c"), .next(320, "d"), .next(330, "e"),
        ])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 320)])
    }

    func testSampleSendsTheDefaultValueOnTicksWithoutANewValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2)])
        let ticks = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(240, "c"), .completed(250)])
        let res = scheduler.start { xs.sample(ticks, defaultValue: 0) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(230, 2), .next(240, 0), .next(250, 0)])
        XCTAssertEqual(ticks.subscriptions, [Subscription(200, 250)])
    }

    func testSampleFailsWithTheSamplersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2)])
        let ticks = scheduler.createHotObservable([.error(230, TestError(code: 3), String.self)])
        let res = scheduler.start { xs.sample(ticks) }
        XCTAssertEqual(res.events, [.error(230, TestError(code: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: amb

    func testAmbMirrorsTheFirstSourceToSendAndReleasesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let x3 = scheduler.createHotObservable([.next(215, 4)])
        let res = scheduler.start { Observable.amb([x1, x2, x3]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 210)])
    }

    func testAmbAnErrorOrCompletionAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([.next(220, 1)])
        let right = scheduler.createHotObservable([.error(210, TestError(code: 4), Int.self)])
        let res = scheduler.start { left.amb(right) }
        XCTAssertEqual(res.events, [.error(210, TestError(code: 4))])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
    }

    func testAmbWithASynchronousWinnerNeverSubscribesLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let late = scheduler.createHotObservable([.next(210, 9)])
        let res = scheduler.start { Observable.just(1).amb(late) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(late.subscriptions, [])
    }

    func testAmbOfNoSourcesNeverSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        XCTAssertEqual(res.events, [])
    }
}
