import Signals
import SignalsTest
import XCTest

/// RxSwift 6 spellings that code migrated by changing imports calls: `Observable.catch(sequence:)`,
/// `Observable.merge(_:)` over any collection of `Observable`s (including an empty `AnyCollection`),
/// and `bind(to:)` into `ReplayRelay`s of optionals.
final class RxSwiftSpellingTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    func testCatchSequenceLabelMovesToTheNextSourceOnFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(220, failure)])
        let b = scheduler.createHotObservable([.next(215, 9), .next(230, 2), .completed(240)])
        let res = scheduler.start { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func testCatchSequenceLabelFailsWithTheLastSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(code: 1))])
        let b = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(code: 2))])
        let res = scheduler.start { Observable.catch(sequence: [a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, TestError(code: 2))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(210, 220)])
    }

    func testMergeOfAnEmptyAnyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge(AnyCollection([])) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testMergeOfAnAnyCollectionSendsEveryValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { Observable.merge(AnyCollection([a.asObservable(), b.asObservable()])) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testBindToReplayRelaysOfOptionalsWrapsEachValueAndIgnoresTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, failure)])
        let first = ReplayRelay<Int?>.create(bufferSize: 1)
        let second = ReplayRelay<Int?>.create(bufferSize: 2)
        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()
        let late = scheduler.createObserver(Int?.self)
        let lateSecond = scheduler.createObserver(Int?.self)
        _ = first.subscribe(late)
        _ = second.subscribe(lateSecond)
        first.accept(nil)
        XCTAssertEqual(late.events, [.next(230, 2), .next(230, nil)])
        XCTAssertEqual(lateSecond.events, [.next(230, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

/// `skip(_:scheduler:)`, RxSwift 6's unlabeled spelling of the timed skip.
final class SkipDurationSpellingTests: LeakCheckingTestCase {
    func testUnlabeledSkipDropsTheValuesOfTheWindowOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testUnlabeledSkipPassesAFailureInsideTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .error(210, TestError(code: 3))])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(210, TestError(code: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
