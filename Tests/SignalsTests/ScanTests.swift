import Signals
import XCTest

final class ScanTests: LeakCheckingTestCase {
    func testEmitsEveryIntermediateResult() {
        let source = Observable.of(1, 2, 3).scan(10) { $0 + $1 }
        XCTAssertEqual(collect(source), ["next(11)", "next(13)", "next(16)", "completed"])
    }

    func testSeedIsFreshForEachSubscription() {
        let source = Observable.of(1, 2).scan(0, accumulator: +)
        XCTAssertEqual(collect(source), ["next(1)", "next(3)", "completed"])
        XCTAssertEqual(collect(source), ["next(1)", "next(3)", "completed"])
    }

    func testIntoMutatesInPlace() {
        let source = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }
        XCTAssertEqual(collect(source), ["next([\"a\"])", "next([\"a\", \"b\"])", "completed"])
    }

    func testEmptySourceEmitsNothing() {
        XCTAssertEqual(collect(Observable<Int>.empty().scan(0, accumulator: +)), ["completed"])
    }

    func testThrowingAccumulatorEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.scan(0) { sum, value in
            if value < 0 { throw TestError(4) }
            return sum + value
        }.record(into: recorder)
        subject.onNext(1)
        subject.onNext(-1)
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(4))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testPassesUpstreamError() {
        let source = Observable<Int>.error(TestError(5)).scan(0, accumulator: +)
        XCTAssertEqual(collect(source), ["error(TestError(5))"])
    }
}
