import Signals
import SignalsTest
import XCTest

/// When `combineLatest` completes, as in RxSwift: once every source completed, or earlier only when
/// the one source still running sends while a completed source never sent (no combination can ever
/// come). A completed source's subscription ends at its completion.
final class CombineLatestCompletionTests: LeakCheckingTestCase {
    func testASourceCompletingWithoutAValueDoesNotEndTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(150, 1), .completed(210)))
        let e1 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(150, 1)))
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
    }

    func testCompletesWhenTheLastRunningSourceSendsAndACompletedOneNeverSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(150, 1), .completed(210)))
        let e1 = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(215, 2), .completed(230)))
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
    }

    func testCompletesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(215, 2), .completed(230)))
        let e1 = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(220, 3), .next(235, 4), .completed(240)))
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 5), .next(235, 6), .completed(240)])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
    }

    func testThreeSourcesWaitForTheRunningOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.completed(210)))
        let e1 = scheduler.createHotObservable(Recorded.events(.next(220, 1), .completed(230)))
        let e2 = scheduler.createHotObservable(Recorded.events(.next(240, 2), .completed(250)))
        let res = scheduler.start { Observable.combineLatest(e0, e1, e2) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.completed(240)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 240)])
    }

    func testCollectionFormCompletesAsTheFixedArityDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.completed(210)))
        let e1 = scheduler.createHotObservable(Recorded.events(.next(215, 2), .next(220, 3), .completed(230)))
        let e2 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.next(205, 1)))
        let res = scheduler.start { Observable.combineLatest([e0, e1, e2].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(e2.subscriptions, [Subscription(200, 1000)])
    }

    func testCollectionFormCompletesWhenTheLastRunningSourceSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable(Recorded<Event<Int>>.events(.completed(210)))
        let e1 = scheduler.createHotObservable(Recorded.events(.next(215, 2), .completed(230)))
        let res = scheduler.start { Observable.combineLatest([e0, e1].map { $0.asObservable() }) }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
    }

    /// RxSwift's `testCombineLatest_emptyArrayN`: no sources make one combination of no values, `[]`
    /// (or the selector applied to it), then completion; a throwing selector fails instead.
    func testEmptyCollectionSendsTheEmptyCombinationThenCompletes() {
        let factories: [() -> Observable<Int>] = [
            { Observable<Int>.combineLatest(([] as [Observable<Int>]).map { $0.asObservable() }).map { $0.reduce(0, +) } },
            { Observable.combineLatest(([] as [Observable<Int>]).map { $0.asObservable() }) { $0.reduce(0, +) } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { factory() }
            XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        }
        let arrays = TestScheduler(initialClock: 0).start { Observable<Int>.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(arrays.events, [.next(200, []), .completed(200)])
        let failing = TestScheduler(initialClock: 0).start {
            Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError(code: 3) }
        }
        XCTAssertEqual(failing.events, [.error(200, TestError(code: 3))])
    }
}
