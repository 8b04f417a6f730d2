import Signals
import SignalsTest
import XCTest

/// `Observable.from(optional:)` and `from(optional:scheduler:)`, as RxSwift's: the value (if any) and
/// the completion, at once or in two actions of the scheduler.
final class FromOptionalTests: LeakCheckingTestCase {
    func testWithoutASchedulerSendsTheValueAndCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.from(optional: Int?.some(5)) }.events, [.next(200, 5), .completed(200)])
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable.from(optional: Int?.none) }.events, [.completed(200)])
    }

    func testOnASchedulerTheValueAndTheCompletionAreTwoActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .completed(202)])
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable.from(optional: Int?.none, scheduler: empty) }.events, [.completed(201)])
    }

    func testDisposingBeforeTheCompletionActionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testDriverFromOptionalSchedulesTheCompletionAfterTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver.from(optional: 1) }.events, [.next(201, 1), .completed(202)])
        }
    }
}
