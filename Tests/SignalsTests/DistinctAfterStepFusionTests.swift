import Signals
import XCTest

/// `map`, `filter` or `compactMap` followed by `distinctUntilChanged` runs as one sink per
/// subscription (`DistinctAfterStep`); it must behave exactly as the two operators one after the other.
final class DistinctAfterStepFusionTests: LeakCheckingTestCase {
    func testEachStatelessStepThenDistinctDropsTheRepeatedOutputs() {
        let source = Observable.of(1, 1, 2, 3, 3, 4, 1)
        XCTAssertEqual(
            collect(source.map { $0 / 2 }.distinctUntilChanged()),
            ["next(0)", "next(1)", "next(2)", "next(0)", "completed"])
        XCTAssertEqual(
            collect(source.filter { $0 != 2 }.distinctUntilChanged()),
            ["next(1)", "next(3)", "next(4)", "next(1)", "completed"])
        XCTAssertEqual(
            collect(source.compactMap { $0 == 3 ? nil : $0 }.distinctUntilChanged()),
            ["next(1)", "next(2)", "next(4)", "next(1)", "completed"])
        XCTAssertEqual(
            collect(source.map { $0 * 10 }.filter { $0 != 20 }.distinctUntilChanged()),
            ["next(10)", "next(30)", "next(40)", "next(10)", "completed"])
    }

    func testTheComparisonIsWithTheLastValuePassedOnNotWithOneTheStepDropped() {
        // The second 1 is compared with the first (the last passed on), not with the 2 the filter dropped.
        XCTAssertEqual(
            collect(Observable.of(1, 2, 1, 3).filter { $0 != 2 }.distinctUntilChanged()),
            ["next(1)", "next(3)", "completed"])
    }

    func testAnErrorFromTheStepOrTheComparisonEndsTheSequenceAndReleasesTheSource() {
        for failing in ["transform", "comparison"] {
            let subject = PublishSubject<Int>()
            let recorder = Recorder<Int>()
            let subscription = subject
                .map { value in
                    if failing == "transform", value == 2 { throw TestError(1) }
                    return value
                }
                .distinctUntilChanged { previous, next in
                    if failing == "comparison", next == 2 { throw TestError(2) }
                    return previous == next
                }
                .record(into: recorder)
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(\(failing == "transform" ? 1 : 2)))"], failing)
            XCTAssertFalse(subject.hasObservers, failing)
            subscription.dispose()
        }
    }
}
