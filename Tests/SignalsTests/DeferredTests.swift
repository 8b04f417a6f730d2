import Signals
import XCTest

final class DeferredTests: LeakCheckingTestCase {
    func testFactoryRunsLazilyOncePerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(collect(source), ["next(1)", "completed"])
        XCTAssertEqual(collect(source), ["next(2)", "completed"])
        XCTAssertEqual(calls, 2)
    }

    func testThrowingFactoryFails() {
        let source = Observable<Int>.deferred { () throws -> Observable<Int> in throw TestError(4) }
        XCTAssertEqual(collect(source), ["error(TestError(4))"])
    }

    func testDisposingReleasesTheCreatedSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.deferred { subject }.record(into: recorder)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
    }
}
