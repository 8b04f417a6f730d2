import Signals
import XCTest

final class TakeWhileTests: LeakCheckingTestCase {
    func testExclusiveStopsBeforeFailingValue() {
        let source = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
    }

    func testInclusivePassesFailingValueThenCompletes() {
        let source = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive)
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testCompletionReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.take(while: { $0 > 0 }).record(into: recorder)
        subject.onNext(1)
        subject.onNext(0)
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testThrowingPredicateEndsWithError() {
        let source = Observable.of(1, 2).take(while: { value in
            if value == 2 { throw TestError(3) }
            return true
        })
        XCTAssertEqual(collect(source), ["next(1)", "error(TestError(3))"])
    }

    func testInfiniteSequenceTerminates() {
        XCTAssertEqual(collect(Observable.from(1...).take(while: { $0 < 3 })), ["next(1)", "next(2)", "completed"])
    }
}
