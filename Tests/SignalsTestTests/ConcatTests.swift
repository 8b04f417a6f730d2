import Signals
import SignalsTest
import XCTest

/// `concat` (instance, variadic, array, lazy sequence), `concat()` and `concatMap` in virtual time:
/// events, and when each source and inner is subscribed and released.
final class ConcatTests: LeakCheckingTestCase {
    func testInstanceConcatSubscribesTheSecondWhenTheFirstCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testVariadicAndArrayConcatRunTheSourcesInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createHotObservable([.next(205, 0), .next(215, 2), .next(230, 3), .completed(240)])
        let zs = scheduler.createColdObservable([.next(5, 4), .completed(10)])
        let res = scheduler.start { Observable.concat(xs.asObservable(), ys.asObservable(), zs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(215, 2), .next(230, 3), .next(245, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 250)])

        let second = TestScheduler(initialClock: 0)
        let empty = second.start { Observable<Int>.concat([]) }
        XCTAssertEqual(empty.events, [.completed(200)])
        let array = second.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.concat([Observable.just(7), Observable.of(8, 9)])
        }
        XCTAssertEqual(array.events, [.next(1200, 7), .next(1200, 8), .next(1200, 9), .completed(1200)])
    }

    func testSequenceConcatIteratesLazilyAndStopsOnDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let made = Locked(0)
        let endless = AnySequence { () -> AnyIterator<Observable<Int>> in
            AnyIterator {
                let index = made.mutate { count -> Int in count += 1; return count }
                return Observable.just(index)
            }
        }
        let res = scheduler.start { Observable.concat(endless).take(3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(made.value, 3, "the sequence is read one observable at a time")
    }

    func testAnErrorEndsConcatWithoutSubscribingTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs.concat(ys) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposingConcatMidwayReleasesTheRunningSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let zs = scheduler.createColdObservable([.completed(10, Int.self)])
        let res = scheduler.start(disposed: 235) { Observable.concat([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 235)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    // MARK: concatMap, concat()

    func testConcatMapRunsOneInnerAtATimeInArrivalOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(260, 2), .completed(280)])
        let inners = (0..<3).map { value in
            scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 10 + 1), .completed(30)])
        }
        let res = scheduler.start { xs.concatMap { inners[$0] } }
        XCTAssertEqual(res.events, [
            .next(220, 0), .next(230, 1), .next(250, 10), .next(260, 11), .next(280, 20), .next(290, 21), .completed(300),
        ])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 270)], [Subscription(270, 300)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)], "the outer is released when it completes")
    }

    func testConcatMapInnerErrorDropsTheWaitingInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
        let inners = [
            scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 3))]),
            scheduler.createColdObservable([.next(10, 2), .completed(20)]),
        ]
        let res = scheduler.start { xs.concatMap { inners[$0] } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(230, TestError(code: 3))])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 230)], []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testConcatMapOuterErrorAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .error(225, TestError(code: 4))])
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let res = scheduler.start { xs.concatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1), .error(225, TestError(code: 4))])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 225)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
        let thrown = second.start {
            ys.concatMap { value -> Observable<Int> in
                if value == 1 { throw TestError(code: 5) }
                return .never()
            }
        }
        XCTAssertEqual(thrown.events, [.error(220, TestError(code: 5))])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testConcatMapDisposedMidwayReleasesOuterAndRunningInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(300)])
        let inners = (0..<2).map { _ in scheduler.createColdObservable([.next(10, 5), .completed(50)]) }
        let res = scheduler.start(disposed: 240) { xs.concatMap { inners[$0] } }
        XCTAssertEqual(res.events, [.next(220, 5)])
        XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testConcatOfAnObservableOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let xs = scheduler.createHotObservable([.next(210, a.asObservable()), .next(215, b.asObservable()), .completed(220)])
        let res = scheduler.start { xs.concat() }
        XCTAssertEqual(res.events, [.next(220, 1), .next(235, 2), .completed(240)])
        XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(230, 240)])
    }
}
