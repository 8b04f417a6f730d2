import Signals
import XCTest

/// `map` followed by `filter` runs as one sink per subscription (`MapFilterStep`); it must behave
/// exactly as the two operators one after the other.
final class MapFilterFusionTests: LeakCheckingTestCase {
    func testPassesTheTransformedValuesThePredicateAccepts() {
        XCTAssertEqual(
            collect(Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 != 20 }),
            ["next(10)", "next(30)", "next(40)", "completed"])
    }

    func testTheTransformsNilResultsPassWhenAccepted() {
        let source = Observable.of(1, 2, 3).map { $0 == 2 ? nil : Optional($0) }
        XCTAssertEqual(collect(source.filter { _ in true }), ["next(Optional(1))", "next(nil)", "next(Optional(3))", "completed"])
        XCTAssertEqual(collect(source.filter { $0 == nil }), ["next(nil)", "completed"])
    }

    func testAnErrorFromTheTransformOrThePredicateEndsTheSequenceAndReleasesTheSource() {
        for failing in ["transform", "predicate"] {
            let subject = PublishSubject<Int>()
            let recorder = Recorder<Int>()
            let subscription = subject
                .map { value in
                    if failing == "transform", value == 2 { throw TestError(1) }
                    return value
                }
                .filter { value in
                    if failing == "predicate", value == 2 { throw TestError(2) }
                    return true
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
