import Signals
import XCTest

final class SingleAssignmentDisposableTests: LeakCheckingTestCase {
    func testDisposesHeldDisposableOnce() {
        let log = DisposalProbe.Log()
        let single = SingleAssignmentDisposable()
        single.setDisposable(DisposalProbe("a", log: log))
        XCTAssertFalse(single.isDisposed)
        single.dispose()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(log.entries, ["a"])
    }

    func testDisposeBeforeAssignmentDisposesOnAssignment() {
        let log = DisposalProbe.Log()
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertEqual(log.entries, [])
        single.setDisposable(DisposalProbe("late", log: log))
        XCTAssertEqual(log.entries, ["late"])
    }
}
