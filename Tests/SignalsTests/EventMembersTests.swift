import Signals
import XCTest

/// RxSwift's `Event` members, written as RxSwift code uses them.
final class EventMembersTests: LeakCheckingTestCase {
    func testIsCompletedIsTrueOnlyForCompleted() {
        XCTAssertTrue(Event<Int>.completed.isCompleted)
        XCTAssertFalse(Event<Int>.next(1).isCompleted)
        XCTAssertFalse(Event<Int>.error(TestError(1)).isCompleted)
    }

    func testElementErrorAndIsStopEvent() {
        XCTAssertEqual(Event<Int>.next(3).element, 3)
        XCTAssertNil(Event<Int>.completed.element)
        XCTAssertEqual(Event<Int>.error(TestError(2)).error as? TestError, TestError(2))
        XCTAssertNil(Event<Int>.next(3).error)
        XCTAssertTrue(Event<Int>.completed.isStopEvent)
        XCTAssertFalse(Event<Int>.next(3).isStopEvent)
    }

    func testMapTransformsValuesAndTurnsAThrowIntoAnError() {
        XCTAssertEqual(Event.next(2).map { $0 * 10 }.element, 20)
        XCTAssertEqual(Event<Int>.next(2).map { _ -> Int in throw TestError(5) }.error as? TestError, TestError(5))
        XCTAssertTrue(Event<Int>.completed.map { $0 * 10 }.isCompleted)
    }

    func testDebugDescriptionAsRxSwiftPrintsIt() {
        // RxSwift's `Event` is `CustomDebugStringConvertible`; code that reads `debugDescription` or
        // constrains on the protocol compiles only if Signals' is too.
        func debugText<T: CustomDebugStringConvertible>(_ value: T) -> String { value.debugDescription }
        XCTAssertEqual(debugText(Event.next(1)), "next(1)")
        XCTAssertEqual(Event<Int>.error(TestError(3)).debugDescription, "error(TestError(3))")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    }
}
