import Signals
import XCTest

final class CatchTests: LeakCheckingTestCase {
    func testContinuesWithFallbackAfterError() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        var caught: [String] = []
        let subscription = subject.catch { error in
            caught.append("\(error)")
            return .of(8, 9)
        }.record(into: recorder)
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(8)", "next(9)", "completed"])
        XCTAssertEqual(caught, ["TestError(1)"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testCompletionPassesWithoutCallingHandler() {
        var called = false
        let source = Observable.of(1).catch { _ in
            called = true
            return .just(0)
        }
        XCTAssertEqual(collect(source), ["next(1)", "completed"])
        XCTAssertFalse(called)
    }

    func testSynchronousErrorRecovers() {
        let source = Observable<Int>.error(TestError(2)).catch { _ in .just(5) }
        XCTAssertEqual(collect(source), ["next(5)", "completed"])
    }

    func testFallbackErrorPassesDownstream() {
        let source = Observable<Int>.error(TestError(1)).catch { _ in .error(TestError(2)) }
        XCTAssertEqual(collect(source), ["error(TestError(2))"])
    }

    func testThrowingHandlerEndsWithThatError() {
        let source = Observable<Int>.error(TestError(1)).catch { _ in throw TestError(3) }
        XCTAssertEqual(collect(source), ["error(TestError(3))"])
    }

    func testDisposingReleasesFallback() {
        let fallback = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable<Int>.error(TestError(1)).catch { _ in fallback.asObservable() }.record(into: recorder)
        fallback.onNext(4)
        XCTAssertTrue(fallback.hasObservers)
        subscription.dispose()
        XCTAssertFalse(fallback.hasObservers)
        fallback.onNext(5)
        XCTAssertEqual(recorder.rendered, ["next(4)"])
    }

    func testFallbackInfiniteSequenceWithTakeTerminates() {
        let source = Observable<Int>.error(TestError(1)).catch { _ in .from(1...) }.take(2)
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "completed"])
    }

    func testCatchAndReturnSendsValueThenCompletes() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.catchAndReturn(0).record(into: recorder)
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(0)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testCatchAndReturnPassesCompletion() {
        XCTAssertEqual(collect(Observable.of(1).catchAndReturn(0)), ["next(1)", "completed"])
    }
}
