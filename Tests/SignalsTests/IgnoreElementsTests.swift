import Signals
import XCTest

final class IgnoreElementsTests: LeakCheckingTestCase {
    func testPassesOnlyCompletion() {
        XCTAssertEqual(collect(Observable.of(1, 2, 3).ignoreElements()), ["completed"])
    }

    func testPassesOnlyError() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Never>()
        let subscription = subject.ignoreElements().record(into: recorder)
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["error(TestError(1))"])
        subscription.dispose()
    }
}
