import Signals
import SignalsTest
import XCTest

/// `retry(when:)` with a notifier typed to one error type: only those errors are retried.
final class RetryWhenTypedErrorTests: LeakCheckingTestCase {
    private struct Transient: Error, Equatable {}

    func testErrorsOfTheNotifiersTypeAreRetried() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, Transient())])
        let res = scheduler.start(disposed: 235) {
            xs.retry { (errors: Observable<Transient>) in errors.map { _ in () } }
        }
        XCTAssertEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230), Subscription(230, 235)])
    }

    func testAnErrorOfAnotherTypeEndsTheSequenceWithoutRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, TestError(code: 7))])
        let res = scheduler.start { xs.retry { (errors: Observable<Transient>) in errors } }
        XCTAssertEqual(res.events, [.next(205, 1), .error(210, TestError(code: 7))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
