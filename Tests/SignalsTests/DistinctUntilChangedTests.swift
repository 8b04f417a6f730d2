import Signals
import XCTest

final class DistinctUntilChangedTests: LeakCheckingTestCase {
    struct Person: Equatable { let name: String; let age: Int }

    func testEquatableDropsConsecutiveDuplicatesOnly() {
        let source = Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged()
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "next(1)", "next(3)", "completed"])
    }

    func testStateIsPerSubscription() {
        let source = Observable.of(5, 5).distinctUntilChanged()
        XCTAssertEqual(collect(source), ["next(5)", "completed"])
        XCTAssertEqual(collect(source), ["next(5)", "completed"])
    }

    func testByKeyPathComparesOnlyThatProperty() {
        let people = [Person(name: "a", age: 1), Person(name: "b", age: 1), Person(name: "c", age: 2)]
        let source = Observable.from(people).distinctUntilChanged(at: \.age).map(\.name)
        XCTAssertEqual(collect(source), ["next(a)", "next(c)", "completed"])
    }

    func testByKeySelector() {
        let source = Observable.of("a", "b", "bb", "cc", "d").distinctUntilChanged { $0.count }
        XCTAssertEqual(collect(source), ["next(a)", "next(bb)", "next(d)", "completed"])
    }

    func testByComparerTreatsTrueAsEqual() {
        let source = Observable.of(1, 2, 4, 5, 9).distinctUntilChanged { abs($0 - $1) <= 1 }
        XCTAssertEqual(collect(source), ["next(1)", "next(4)", "next(9)", "completed"])
    }

    func testThrowingComparerEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw TestError(7) }
            .record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(7))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testPassesUpstreamError() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.distinctUntilChanged().record(into: recorder)
        subject.onNext(1)
        subject.onError(TestError(3))
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(3))"])
        subscription.dispose()
    }
}
