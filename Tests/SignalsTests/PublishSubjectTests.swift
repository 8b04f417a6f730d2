import Signals
import XCTest

final class PublishSubjectTests: LeakCheckingTestCase {
    func testLateSubscriberGetsOnlyLaterEvents() {
        let subject = PublishSubject<Int>()
        let early = Recorder<Int>()
        let late = Recorder<Int>()
        let first = subject.record(into: early)
        subject.onNext(1)
        let second = subject.record(into: late)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(early.rendered, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(late.rendered, ["next(2)", "completed"])
        first.dispose()
        second.dispose()
    }

    func testNothingAfterTerminalAndLateSubscriberGetsOnlyTerminal() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.record(into: recorder)
        subject.onError(TestError(1))
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(recorder.rendered, ["error(TestError(1))"])
        XCTAssertEqual(collect(subject), ["error(TestError(1))"])
        subscription.dispose()

        let completed = PublishSubject<Int>()
        completed.onNext(1)
        completed.onCompleted()
        XCTAssertEqual(collect(completed), ["completed"])
    }

    func testHasObserversFollowsSubscriptions() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsObserverAndOnFeedTheSubject() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.asObservable().record(into: recorder)
        let observer = subject.asObserver()
        observer.onNext(1)
        subject.on(.next(2))
        observer.on(.completed)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    func testDisposedObserverGetsNothingMore() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.record(into: recorder)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
    }
}
