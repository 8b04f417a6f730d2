import Signals
import XCTest

final class EmptyNeverErrorTests: LeakCheckingTestCase {
    func testEmptyOnlyCompletes() {
        XCTAssertEqual(collect(Observable<Int>.empty()), ["completed"])
    }

    func testNeverSendsNothingAndDisposes() {
        var disposed = false
        let subscription = Observable<Int>.never().subscribe(
            onNext: { _ in XCTFail("never sent a value") },
            onError: { _ in XCTFail("never failed") },
            onCompleted: { XCTFail("never completed") },
            onDisposed: { disposed = true }
        )
        XCTAssertFalse(disposed)
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testErrorOnlyFails() {
        XCTAssertEqual(collect(Observable<Int>.error(TestError(3))), ["error(TestError(3))"])
    }
}
