import Signals
import XCTest

final class BehaviorSubjectTests: LeakCheckingTestCase {
    func testNewSubscriberGetsCurrentValueThenLaterOnes() {
        let subject = BehaviorSubject(value: 0)
        let early = Recorder<Int>()
        let first = subject.record(into: early)
        subject.onNext(1)
        let late = Recorder<Int>()
        let second = subject.record(into: late)
        subject.onNext(2)
        XCTAssertEqual(early.rendered, ["next(0)", "next(1)", "next(2)"])
        XCTAssertEqual(late.rendered, ["next(1)", "next(2)"])
        first.dispose()
        second.dispose()
    }

    func testValueReturnsLatest() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
    }

    func testValueThrowsAfterErrorAndLateSubscriberGetsOnlyTheError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(5))
        subject.onNext(2)
        XCTAssertThrowsError(try subject.value()) { error in
            XCTAssertEqual(error as? TestError, TestError(5))
        }
        XCTAssertEqual(collect(subject), ["error(TestError(5))"])
    }

    func testAfterCompletionLateSubscriberGetsOnlyCompletedAndValueStaysLast() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(collect(subject), ["completed"])
        XCTAssertEqual(try subject.value(), 2)
    }

    func testLiveSubscriberSeesTerminal() {
        let subject = BehaviorSubject(value: 1)
        let recorder = Recorder<Int>()
        let subscription = subject.record(into: recorder)
        subject.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }
}
