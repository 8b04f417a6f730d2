import Signals
import XCTest

final class MapTests: LeakCheckingTestCase {
    func testTransformsEachValue() {
        XCTAssertEqual(collect(Observable.of(1, 2).map { $0 * 10 }), ["next(10)", "next(20)", "completed"])
    }

    func testThrowingTransformEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.map { value -> Int in
            if value == 2 { throw TestError(1) }
            return value
        }.record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(1))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testPassesError() {
        XCTAssertEqual(collect(Observable<Int>.error(TestError(2)).map { $0 }), ["error(TestError(2))"])
    }
}
