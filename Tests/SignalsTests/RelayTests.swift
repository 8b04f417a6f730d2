import Signals
import XCTest

final class RelayTests: LeakCheckingTestCase {
    func testPublishRelayDeliversOnlyLaterValuesInOrder() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let recorder = Recorder<Int>()
        let subscription = relay.record(into: recorder)
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)"])
    }

    func testBehaviorRelayReplaysCurrentValueAndUpdatesValueImmediately() {
        let relay = BehaviorRelay(value: 1)
        let recorder = Recorder<Int>()
        let subscription = relay.record(into: recorder)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)"])
        subscription.dispose()
    }

    func testMapFilterChain() {
        let relay = PublishRelay<Int>()
        var seen: [String] = []
        let subscription = relay.map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { seen.append("\($0)") })
        relay.accept(1); relay.accept(2); relay.accept(3)
        subscription.dispose()
        relay.accept(4)
        XCTAssertEqual(seen, ["20", "30"])
    }

    func testConcurrentSendsAreAllDeliveredSerially() {
        let relay = PublishRelay<Int>()
        final class Counter: @unchecked Sendable { var count = 0; var inside = 0; var overlaps = 0 }
        let counter = Counter()
        let subscription = relay.subscribe(onNext: { _ in
            counter.inside += 1
            if counter.inside > 1 { counter.overlaps += 1 }
            counter.count += 1
            counter.inside -= 1
        })
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for i in 0..<10_000 { relay.accept(i) }
        }
        XCTAssertEqual(counter.count, 80_000)
        XCTAssertEqual(counter.overlaps, 0)
        subscription.dispose()
    }
}
