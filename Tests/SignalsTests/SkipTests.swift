import Signals
import XCTest

final class SkipTests: LeakCheckingTestCase {
    func testDropsFirstValues() {
        XCTAssertEqual(collect(Observable.of(1, 2, 3, 4).skip(2)), ["next(3)", "next(4)", "completed"])
    }

    func testSkipZeroPassesEverything() {
        XCTAssertEqual(collect(Observable.of(1, 2).skip(0)), ["next(1)", "next(2)", "completed"])
    }

    func testANegativeCountDropsNothingAsInRxSwift() {
        // RxSwift's skip treats any count of zero or less as "drop nothing" (no error, no trap): code
        // that computes a negative count keeps working after the import change.
        XCTAssertEqual(collect(Observable.of(1, 2).skip(-1)), ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(collect(Observable.of(1, 2).skip(Int.min)), ["next(1)", "next(2)", "completed"])
    }

    func testSkippingMoreThanAvailableOnlyCompletes() {
        XCTAssertEqual(collect(Observable.of(1, 2).skip(5)), ["completed"])
    }

    func testCountIsPerSubscription() {
        let source = Observable.of(1, 2, 3).skip(1)
        XCTAssertEqual(collect(source), ["next(2)", "next(3)", "completed"])
        XCTAssertEqual(collect(source), ["next(2)", "next(3)", "completed"])
    }

    func testPassesErrorEvenWhileSkipping() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.skip(3).record(into: recorder)
        subject.onNext(1)
        subject.onError(TestError(2))
        XCTAssertEqual(recorder.rendered, ["error(TestError(2))"])
        subscription.dispose()
    }
}
