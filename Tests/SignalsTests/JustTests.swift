import Signals
import XCTest

final class JustTests: LeakCheckingTestCase {
    func testSendsValueThenCompletesForEverySubscriber() {
        let source = Observable.just("a")
        XCTAssertEqual(collect(source), ["next(a)", "completed"])
        XCTAssertEqual(collect(source), ["next(a)", "completed"])
    }
}
