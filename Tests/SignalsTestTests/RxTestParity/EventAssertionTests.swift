import Foundation
import Signals
import SignalsTest
import SignalsTestSupport
import XCTest

/// RxTest's equality of trait events and its XCTest helpers, as RxSwift's own tests use them:
/// `XCTAssertEqual` over arrays of `Event`, `SingleEvent`, `MaybeEvent`, `CompletableEvent` and
/// recorded events, and `XCTAssertRecordedElements`. Failing assertions are caught and checked.
final class EventAssertionTests: FailureRecordingTestCase {
    private let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)
    private struct Failure: Error {}

    // MARK: Equatable

    func testMaybeAndCompletableEventsCompareByCaseValueAndError() {
        XCTAssertTrue(MaybeEvent.success(1) == .success(1))
        XCTAssertFalse(MaybeEvent.success(1) == .success(2))
        XCTAssertTrue(MaybeEvent<Int>.completed == .completed)
        XCTAssertTrue(MaybeEvent<Int>.error(testError) == .error(testError))
        XCTAssertFalse(MaybeEvent<Int>.error(testError) == .completed)
        XCTAssertTrue(CompletableEvent.completed == .completed)
        XCTAssertTrue(CompletableEvent.error(testError) == .error(NSError(domain: "dummyError", code: -232)))
        XCTAssertFalse(CompletableEvent.error(testError) == .error(NSError(domain: "dummyError", code: 1)))
        XCTAssertFalse(CompletableEvent.error(Failure()) == .completed)
    }

    // MARK: XCTAssertEqual over arrays, passing

    func testTraitEventsAsAnRxSwiftTestRecordsThem() {
        var single: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { single.append($0) }
        XCTAssertEqual(single, [.success(1)])
        var failed: [SingleEvent<Int>] = []
        _ = Single<Int>.error(testError).subscribe { failed.append($0) }
        XCTAssertEqual(failed, [.failure(testError)])

        var maybe: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.empty().subscribe { maybe.append($0) }
        XCTAssertEqual(maybe, [.completed])

        var completable: [CompletableEvent] = []
        _ = Completable.error(testError).subscribe { completable.append($0) }
        XCTAssertEqual(completable, [.error(testError)])
    }

    func testEventsAndRecordedEvents() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])

        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        let optional = TestScheduler(initialClock: 0).start { Observable<Int?>.of(1, nil) }
        XCTAssertEqual(optional.events, [.next(200, 1), .next(200, nil), .completed(200)])
    }

    func testRecordedElementsIgnoreTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { hot.map { $0 * 10 } }
        XCTAssertRecordedElements(res.events, [10, 20])
    }

    // MARK: failing assertions

    func testUnequalArraysFailWithBothSidesAndTheDifference() {
        let failures = recordingFailures {
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
            XCTAssertEqual([MaybeEvent<Int>.completed], [.success(2), .completed])
            XCTAssertEqual([CompletableEvent.completed], [.error(testError)])
            XCTAssertEqual([Event<Int>.next(1)], [.next(1), .completed])
            XCTAssertEqual([Recorded.next(210, 1)], [.next(211, 1)])
        }
        XCTAssertEqual(failures.count, 5)
        XCTAssertTrue(failures.allSatisfy { $0.contains("is not equal to") && $0.contains("Differences:") }, "\(failures)")
        XCTAssertTrue(failures.last?.contains("lhs[0]") == true, "\(failures)")
    }

    func testRecordedElementsFailOnAStopEventOrOtherElements() {
        let failures = recordingFailures {
            XCTAssertRecordedElements([.next(210, 1), .completed(220)], [1])
            XCTAssertRecordedElements([.next(210, 1)], [2])
            XCTAssertRecordedElements([.error(210, testError, Int.self)], [])
        }
        XCTAssertEqual(failures.count, 3, "\(failures)")
        XCTAssertTrue(failures[0].contains("stop event"), failures[0])
        XCTAssertTrue(failures[2].contains("stop event"), failures[2])
    }
}
