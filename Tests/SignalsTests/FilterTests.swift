import Signals
import XCTest

final class FilterTests: LeakCheckingTestCase {
    func testPassesOnlyIncludedValues() {
        XCTAssertEqual(collect(Observable.of(1, 2, 3, 4).filter { $0.isMultiple(of: 2) }), ["next(2)", "next(4)", "completed"])
    }

    func testThrowingPredicateEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.filter { value in
            if value == 2 { throw TestError(1) }
            return true
        }.record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(1))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testPassesError() {
        XCTAssertEqual(collect(Observable<Int>.error(TestError(2)).filter { _ in true }), ["error(TestError(2))"])
    }
}
