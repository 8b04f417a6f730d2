import Signals
import XCTest

final class PublishRelayTests: LeakCheckingTestCase {
    func testDeliversAcceptedValuesToCurrentSubscribersOnly() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let early = Recorder<Int>()
        let first = relay.record(into: early)
        relay.accept(1)
        let late = Recorder<Int>()
        let second = relay.record(into: late)
        relay.accept(2)
        XCTAssertEqual(early.rendered, ["next(1)", "next(2)"])
        XCTAssertEqual(late.rendered, ["next(2)"])
        XCTAssertTrue(relay.hasObservers)
        first.dispose()
        second.dispose()
        XCTAssertFalse(relay.hasObservers)
    }

    func testBindingATerminatingSourceForwardsValuesOnlyAndRelayStaysOpen() {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        let subscription = relay.record(into: recorder)
        let binding = Observable.of(1, 2).bind(to: relay)
        let failing = Observable<Int>.error(TestError(1)).bind(to: relay)
        relay.accept(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "next(3)"])
        binding.dispose()
        failing.dispose()
        subscription.dispose()
    }
}
