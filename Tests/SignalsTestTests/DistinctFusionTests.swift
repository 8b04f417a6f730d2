import Signals
import SignalsTest
import XCTest

/// `distinctUntilChanged` right after `map`, `filter` or `compactMap` runs in the same sink as that
/// step (`DistinctAfterStep`). These tests pin the events, errors, subscriptions and disposal the
/// two operators give one after the other, and that the pair really is one object per subscription.
final class DistinctFusionTests: LeakCheckingTestCase {
    func testMapThenDistinctPassesOnlyChangedResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 12), .next(240, 13), .next(250, 2),
            .completed(260), .next(270, 5),
        ])
        let res = scheduler.start { xs.map { $0 % 10 }.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 2), .next(240, 3), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testFilterThenDistinctComparesOnlyTheValuesThatPassed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 4), .next(220, 5), .next(230, 4), .next(240, 6), .next(250, 6), .error(260, TestError(code: 1)),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 }.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 4), .next(240, 6), .error(260, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testCompactMapThenDistinctDropsNilsAndRepeats() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "1"), .next(220, "x"), .next(230, "1"), .next(240, "2"), .completed(250),
        ])
        let res = scheduler.start { xs.compactMap { Int($0) }.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAMapToOptionalsComparesTheOptionalsThemselves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 0), .next(220, 0), .next(230, 1), .next(240, 0), .completed(250),
        ])
        let res = scheduler.start { xs.map { $0 == 0 ? nil : Optional($0) }.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, nil), .next(230, Optional(1)), .next(240, nil), .completed(250)])
    }

    func testMapFilterThenDistinctWithAComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 4), .next(240, 5), .next(250, 8), .completed(260),
        ])
        let res = scheduler.start {
            xs.map { $0 * 10 }.filter { $0 != 40 }.distinctUntilChanged { $0 / 20 == $1 / 20 }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 30), .next(240, 50), .next(250, 80), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testAnErrorFromTheStepOrTheComparerEndsTheSequenceAndReleasesTheSource() {
        for failing in ["transform", "comparer"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.map { value -> Int in
                    if failing == "transform", value == 2 { throw TestError(code: 1) }
                    return value
                }
                .distinctUntilChanged { previous, value in
                    if failing == "comparer", value == 2 { throw TestError(code: 2) }
                    return previous == value
                }
            }
            XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(code: failing == "transform" ? 1 : 2))], failing)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], failing)
        }
    }

    func testDisposingStopsTheValuesAndReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start(disposed: 230) { xs.map { $0 * 2 }.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEachSubscriptionComparesWithItsOwnPreviousValue() {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 / 10 }.distinctUntilChanged()
        var first: [Int] = []
        var second: [Int] = []
        let a = chain.subscribe(onNext: { first.append($0) })
        subject.onNext(11)
        let b = chain.subscribe(onNext: { second.append($0) })
        subject.onNext(12)
        subject.onNext(25)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2], "the second subscription's first value passes though the first one saw it")
        a.dispose()
        b.dispose()
    }

    func testTheFusedPairIsOneObjectPerSubscription() {
        let relay = PublishRelay<Int>()
        let chain = relay.map { $0 * 2 }.filter { $0 > 0 }.distinctUntilChanged()
        let before = Resources.total
        do {
            let subscription = chain.subscribe(onNext: { _ in })
            // The relay's subscriber, the one sink running map + filter + distinctUntilChanged, and
            // the final subscriber (with a sink per operator it would be 5).
            XCTAssertEqual(Resources.total - before, 3)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }
}
