import Signals
import XCTest

final class CompactMapTests: LeakCheckingTestCase {
    func testPassesOnNonNilResultsThenCompletes() {
        let source = Observable.of(1, 2, 3, 4).compactMap { $0.isMultiple(of: 2) ? "v\($0)" : nil }
        XCTAssertEqual(collect(source), ["next(v2)", "next(v4)", "completed"])
    }

    func testPassesUpstreamError() {
        let source = Observable<Int>.error(TestError(1)).compactMap { $0 }
        XCTAssertEqual(collect(source), ["error(TestError(1))"])
    }

    func testThrowingTransformEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.compactMap { value -> Int? in
            if value == 2 { throw TestError(2) }
            return value
        }.record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(2))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
