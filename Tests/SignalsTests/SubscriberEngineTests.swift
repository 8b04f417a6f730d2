import Signals
import XCTest

/// The subscription engine of issue 11: a relay's observer list finds the subscription a bag
/// disposes next without searching, and `BehaviorRelay.accept`'s lock-free path records values in
/// the order they are delivered.
final class SubscriberEngineTests: LeakCheckingTestCase {
    func testDisposingInSubscriptionOrderThenOutOfOrderKeepsTheRestInOrder() {
        let relay = PublishRelay<Int>()
        var delivered: [String] = []
        var subscriptions = (0..<12).map { index in
            relay.subscribe(onNext: { value in delivered.append("\(index):\(value)") })
        }
        var live = Array(0..<12)
        // In subscription order first (what a bag does), then a late subscriber, then out of order.
        for (step, index) in [0, 1, 2, 3, 7, 4, 11, 5].enumerated() {
            subscriptions[index].dispose()
            live.removeAll { $0 == index }
            if step == 3 {
                subscriptions.append(relay.subscribe(onNext: { value in delivered.append("12:\(value)") }))
                live.append(12)
            }
            delivered.removeAll()
            relay.accept(step)
            XCTAssertEqual(delivered, live.map { "\($0):\(step)" }, "after disposing \(index)")
        }
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(relay.hasObservers)
    }

    func testBehaviorRelayValueNeverLagsBehindTheValueBeingDeliveredUnderConcurrentAccepts() {
        // While value v is delivered, `value` must be v or a value delivered after it: values are
        // recorded in the order they are delivered, whichever path (lock-free or queued) each took.
        for round in 0..<20 {
            let relay = BehaviorRelay(value: -1)
            let log = Locked<(delivered: [Int], seen: [Int])>(([], []))
            let subscription = relay.subscribe(onNext: { value in
                let current = relay.value
                log.mutate { $0.delivered.append(value); $0.seen.append(current) }
            })
            runOnThreads(4) { thread in
                for index in 0..<500 { relay.accept(thread * 1_000_000 + index) }
            }
            let (delivered, seen) = log.value
            let position = Dictionary(uniqueKeysWithValues: delivered.enumerated().map { ($1, $0) })
            for (index, current) in seen.enumerated() where (position[current] ?? -1) < index {
                XCTFail("round \(round): while delivering \(delivered[index]) (#\(index)), value was \(current), delivered earlier")
                break
            }
            XCTAssertEqual(relay.value, delivered.last, "round \(round)")
            subscription.dispose()
        }
    }
}
