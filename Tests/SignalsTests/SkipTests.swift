import Signals
import XCTest

final class SkipTests: LeakCheckingTestCase {
    func testDropsFirstValues() {
        XCTAssertEqual(collect(Observable.of(1, 2, 3, 4).skip(2)), ["next(3)", "next(4)", "completed"])
    }

    func testSkipZeroPassesEverything() {
        XCTAssertEqual(collect(Observable.of(1, 2).skip(0)), ["next(1)", "next(2)", "completed"])
    }

    func testNegativeCountFailsWithArgumentOutOfRangeWithoutSubscribing() {
        let counter = SubscriptionCounter<Int>()
        let skipped = counter.counting(.of(1, 2)).skip(-1)
        XCTAssertEqual(collect(skipped), ["error(\(RxError.argumentOutOfRange))"])
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(collect(Observable.of(1, 2).skip(Int.min)), ["error(\(RxError.argumentOutOfRange))"])
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
