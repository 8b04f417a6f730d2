import Signals
import XCTest

final class BehaviorRelayTests: LeakCheckingTestCase {
    func testReplaysCurrentValueAndValueIsUpdatedAtOnce() {
        let relay = BehaviorRelay(value: "a")
        XCTAssertEqual(relay.value, "a")
        relay.accept("b")
        XCTAssertEqual(relay.value, "b")
        let recorder = Recorder<String>()
        let subscription = relay.record(into: recorder)
        relay.accept("c")
        XCTAssertEqual(relay.value, "c")
        XCTAssertEqual(recorder.rendered, ["next(b)", "next(c)"])
        subscription.dispose()
    }

    func testValueSeenInsideHandlerIsTheOneBeingDelivered() {
        let relay = BehaviorRelay(value: 0)
        var seen: [String] = []
        let subscription = relay.subscribe(onNext: { value in seen.append("\(value)/\(relay.value)") })
        relay.accept(1)
        XCTAssertEqual(seen, ["0/0", "1/1"])
        subscription.dispose()
    }

    func testBindingACompletingSourceLeavesRelayOpen() {
        let relay = BehaviorRelay(value: 0)
        let binding = Observable.of(1, 2).bind(to: relay)
        XCTAssertEqual(relay.value, 2)
        relay.accept(3)
        XCTAssertEqual(collect(relay.take(1)), ["next(3)", "completed"])
        binding.dispose()
    }
}
