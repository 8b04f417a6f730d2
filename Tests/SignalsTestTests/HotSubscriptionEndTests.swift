import Foundation
import Signals
import SignalsTest
import XCTest

/// A hot test observable records a subscription's end when the subscriber disposes it, as RxTest's
/// does — not when the observable itself sends its terminal event. An operator that lets go of its
/// source later than the terminal event (on a scheduler, say) shows in `subscriptions`.
final class HotSubscriptionEndTests: LeakCheckingTestCase {
    func testSubscribeOnDisposesACompletedSourceOnTheSchedulersNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded<Event<Int>>.events(.completed(300)))
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribeOnDisposesAFailedSourceOnTheSchedulersNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded<Event<Int>>.events(.error(300, TestError(code: 1))))
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testObserveOnReleasesTheSourceWhenItsCompletionArrivesAsRxSwift() {
        // RxSwift 6.10 + RxTest: the source's subscription ends at 300, when the completion arrives,
        // though it is delivered at 301.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(210, 0), .completed(300)))
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 0), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeDisposesTheSourceAtTheValueThatEndsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 1), .next(220, 2), .completed(300)))
        let res = scheduler.start { xs.take(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testASubscriptionEndsAtItsSourcesTerminalEventWhenTheOperatorLetsGoAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 1), .completed(250), .next(260, 2)))
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCombineLatestLetsGoOfASourceAsSoonAsItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(210, 1), .completed(250)))
        let ys = scheduler.createHotObservable(Recorded.events(.next(220, 10), .next(300, 20), .completed(400)))
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(300, 21), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }
}
