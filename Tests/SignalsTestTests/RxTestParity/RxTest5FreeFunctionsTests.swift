import Signals // an RxSwift 5 test's `import RxSwift`
import SignalsTest // its `import RxTest`
import XCTest

/// RxSwift 5's RxTest wrote recorded events with free functions, `next(210, 1)`, `completed(300)`,
/// `error(300, someError)`; long-lived suites still do. They compile (with a deprecation fix-it to
/// `Recorded.next`/`.completed`/`.error`) and make the same recordings (issue 24, gap 10).
///
/// The tests are marked deprecated so the calls compile without warnings.
final class RxTest5FreeFunctionsTests: XCTestCase {
    private struct SomeError: Error {}

    @available(*, deprecated, message: "tests RxTest 5's free functions")
    func testFreeFunctionsMakeTheSameRecordingsAsRecordedStatics() {
        let someError = SomeError()
        XCTAssertEqual(next(210, 1), Recorded.next(210, 1))
        XCTAssertEqual(completed(300), Recorded<Event<Int>>.completed(300))
        XCTAssertEqual(completed(300, Int.self), Recorded.completed(300, Int.self))
        XCTAssertEqual(error(300, someError), Recorded<Event<Int>>.error(300, someError))
        XCTAssertEqual(error(300, someError, Int.self), Recorded.error(300, someError, Int.self))
    }

    @available(*, deprecated, message: "tests RxTest 5's free functions")
    func testAnRxSwift5StyleTestRunsAsBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            next(150, 1),
            next(210, 2),
            next(220, 3),
            completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [
            next(210, 4),
            next(220, 6),
            completed(300),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @available(*, deprecated, message: "tests RxTest 5's free functions")
    func testErrorFreeFunctionAndAnErrorLocalCoexist() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([next(210, 1), error(250, SomeError())])
        var caught: Error?
        _ = xs.subscribe(onError: { error in caught = error })
        scheduler.start()
        XCTAssertTrue(caught is SomeError)
        do {
            throw SomeError()
        } catch {
            XCTAssertTrue(error is SomeError)
        }
    }
}
