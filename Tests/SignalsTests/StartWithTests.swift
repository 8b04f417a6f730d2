import Signals
import XCTest

final class StartWithTests: LeakCheckingTestCase {
    func testPrefixesValuesInOrder() {
        let source = Observable.of(3, 4).startWith(1, 2)
        XCTAssertEqual(collect(source), ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }

    func testPrefixesBeforeSubjectValues() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.startWith(0).record(into: recorder)
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(0)", "next(1)", "completed"])
        subscription.dispose()
    }

    func testPrefixThenUpstreamError() {
        let source = Observable<Int>.error(TestError(1)).startWith(9)
        XCTAssertEqual(collect(source), ["next(9)", "error(TestError(1))"])
    }

    func testDoesNotSubscribeSourceWhenDownstreamIsSatisfiedByPrefix() {
        let counter = SubscriptionCounter<Int>()
        let source = counter.counting(.of(3)).startWith(1, 2).take(1)
        XCTAssertEqual(collect(source), ["next(1)", "completed"])
        XCTAssertEqual(counter.count, 0)
    }
}
