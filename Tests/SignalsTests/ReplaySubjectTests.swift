import Signals
import XCTest

final class ReplaySubjectTests: LeakCheckingTestCase {
    func testReplaysLastBufferSizeValuesThenLiveOnes() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let recorder = Recorder<Int>()
        let subscription = subject.record(into: recorder)
        subject.onNext(4)
        XCTAssertEqual(recorder.rendered, ["next(2)", "next(3)", "next(4)"])
        subscription.dispose()
    }

    func testUnboundReplaysEverything() {
        let subject = ReplaySubject<Int>.createUnbound()
        for value in 1...5 { subject.onNext(value) }
        subject.onCompleted()
        XCTAssertEqual(collect(subject), ["next(1)", "next(2)", "next(3)", "next(4)", "next(5)", "completed"])
    }

    func testReplaysBufferThenTerminal() {
        let completed = ReplaySubject<Int>.create(bufferSize: 1)
        completed.onNext(1)
        completed.onNext(2)
        completed.onCompleted()
        XCTAssertEqual(collect(completed), ["next(2)", "completed"])

        let failed = ReplaySubject<Int>.create(bufferSize: 3)
        failed.onNext(1)
        failed.onError(TestError(2))
        failed.onNext(3)
        XCTAssertEqual(collect(failed), ["next(1)", "error(TestError(2))"])
    }

    func testBufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        let recorder = Recorder<Int>()
        let subscription = subject.record(into: recorder)
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(2)"])
        subscription.dispose()
    }

    func testEachSubscriberGetsItsOwnReplay() {
        let subject = ReplaySubject<String>.create(bufferSize: 5)
        subject.onNext("a")
        let first = Recorder<String>()
        let firstSubscription = subject.record(into: first)
        subject.onNext("b")
        let second = Recorder<String>()
        let secondSubscription = subject.record(into: second)
        XCTAssertEqual(first.rendered, ["next(a)", "next(b)"])
        XCTAssertEqual(second.rendered, ["next(a)", "next(b)"])
        firstSubscription.dispose()
        secondSubscription.dispose()
    }
}
