import Signals
import SignalsTest
import XCTest

/// `Recorded.events(...)`, RxTest's helper that names the element type of a list of recordings once,
/// so a marble table reads without a type annotation.
final class RecordedEventsTests: LeakCheckingTestCase {
    func testVariadicFormKeepsEveryRecordingInOrder() {
        let messages = Recorded.events(
            .next(210, 2),
            .next(220, 3),
            .completed(250)
        )
        let expected: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(250)]
        XCTAssertEqual(messages, expected)
    }

    func testArrayFormKeepsEveryRecordingInOrder() {
        let messages = Recorded.events([
            .next(210, "a"),
            .error(230, TestError(code: 1)),
        ])
        let expected: [Recorded<Event<String>>] = [.next(210, "a"), .error(230, TestError(code: 1))]
        XCTAssertEqual(messages, expected)
    }

    func testEventsCompareWithWhatAnObserverRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(.next(150, 1), .next(210, 2), .completed(300)))
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, Recorded.events(.next(210, 3), .completed(300)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testEmptyVariadicFormIsEmpty() {
        let none: [Recorded<Event<Int>>] = Recorded.events()
        XCTAssertTrue(none.isEmpty)
    }
}
