import Signals
import SignalsTest
import XCTest

/// When `zip` completes, as in RxSwift: the fixed-arity forms once every source completed; the
/// collection form also when the one source still running sends while a completed source has no
/// value left to pair. A completed source's subscription ends at its completion.
final class ZipCompletionTests: LeakCheckingTestCase {
    func testCompletesWhenEverySourceCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(215, 2), .completed(230)))
        let o2 = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(220, 3), .completed(240)))
        let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }
        XCTAssertEqual(res.events, Recorded.events(.next(220, 5), .completed(240)))
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func testACompletedSourceWithNothingLeftDoesNotEndARunningOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let o = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(215, 2), .completed(220)))
        let n = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(150, 1)))
        let res = scheduler.start { Observable.zip(o, n) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(n.subscriptions, [Subscription(200, 1000)])
    }

    func testValuesThatCanNeverBePairedWaitForTheLastCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable(Recorded.events(.next(210, 1), .completed(220)))
        let o2 = scheduler.createHotObservable(Recorded.events(.next(230, 2), .next(240, 3), .completed(250)))
        let o3 = scheduler.createHotObservable(Recorded.events(.next(205, 10), .next(245, 20), .completed(260)))
        let res = scheduler.start { Observable.zip(o1, o2, o3) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(230, 13), .completed(260)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(o3.subscriptions, [Subscription(200, 260)])
    }

    func testCollectionFormCompletesWhenTheLastRunningSourceSendsUnpaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable(Recorded.events(.next(210, 1), .completed(220)))
        let o2 = scheduler.createHotObservable(Recorded.events(.next(230, 2), .next(240, 3), .completed(250)))
        let res = scheduler.start { Observable.zip([o1, o2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(240)])
        XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 240)])
    }

    func testCollectionFormWaitsWhileTwoSourcesRun() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.completed(210)))
        let o2 = scheduler.createHotObservable(Recorded.events(.next(230, 2), .completed(250)))
        let o3 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(240, 3)))
        let res = scheduler.start { Observable.zip([o1, o2, o3].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(o2.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(o3.subscriptions, [Subscription(200, 1000)])
    }

    func testEmptyCollectionCompletesWithoutAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }
}
