import Signals
import XCTest

final class FromTests: LeakCheckingTestCase {
    func testSendsSequenceInOrderThenCompletes() {
        XCTAssertEqual(collect(Observable.from(["x", "y"])), ["next(x)", "next(y)", "completed"])
        XCTAssertEqual(collect(Observable.from(stride(from: 0, to: 6, by: 2))), ["next(0)", "next(2)", "next(4)", "completed"])
    }

    func testEmptySequenceOnlyCompletes() {
        XCTAssertEqual(collect(Observable.from([Int]())), ["completed"])
    }

    func testEachSubscriptionIteratesAgain() {
        let source = Observable.from([1, 2])
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
    }

    func testInfiniteSequenceStopsWhenSubscriberIsDone() {
        XCTAssertEqual(collect(Observable.from(1...).take(3)), ["next(1)", "next(2)", "next(3)", "completed"])
    }
}
