import Signals
import XCTest

final class OfTests: LeakCheckingTestCase {
    func testSendsElementsInOrderThenCompletes() {
        XCTAssertEqual(collect(Observable.of(3, 1, 2)), ["next(3)", "next(1)", "next(2)", "completed"])
    }

    func testNoElementsOnlyCompletes() {
        XCTAssertEqual(collect(Observable<Int>.of()), ["completed"])
    }
}
