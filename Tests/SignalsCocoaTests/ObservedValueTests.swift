#if canImport(Observation)
import Foundation
import Observation
import Signals
import SignalsCocoa
import XCTest

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservedValueTests: LeakCheckingTestCase {
    func testValueFollowsTheSourceWithOneChangePerValue() {
        MainActor.assumeIsolated {
            let relay = PublishRelay<String>()
            let holder = relay.observed(initial: "initial")
            XCTAssertEqual(holder.value, "initial")
            let counter = ChangeCounter(holder)
            relay.accept("a")
            XCTAssertEqual(holder.value, "a")
            XCTAssertEqual(counter.changes, 1)
            relay.accept("b")
            relay.accept("b")
            XCTAssertEqual(holder.value, "b")
            XCTAssertEqual(counter.changes, 3, "one notification per value sent")
        }
    }

    func testADriverAndABehaviorRelayGiveTheirCurrentValueAtOnce() {
        MainActor.assumeIsolated {
            let state = BehaviorRelay(value: 7)
            XCTAssertEqual(state.observed(initial: 0).value, 7)
            XCTAssertEqual(state.asDriver().observed(initial: 0).value, 7)
        }
    }

    func testValuesSentFromAnotherThreadArriveOnTheMainThread() {
        let relay = PublishRelay<Int>()
        let holder = MainActor.assumeIsolated { relay.observed(initial: 0) }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            relay.accept(5)
            sent.signal()
        }
        sent.wait()
        MainActor.assumeIsolated { XCTAssertEqual(holder.value, 0, "not yet: the value waits for the main queue") }
        runMainQueue { MainActor.assumeIsolated { holder.value == 5 } }
        MainActor.assumeIsolated { XCTAssertEqual(holder.value, 5) }
    }

    func testReleasingTheHolderEndsTheSubscription() {
        let start = Resources.total
        MainActor.assumeIsolated {
            let relay = BehaviorRelay(value: 1)
            var holder: ObservedValue<Int>? = relay.observed(initial: 0)
            weak let released = holder
            XCTAssertTrue(relay.hasObservers)
            holder = nil
            XCTAssertNil(released, "the subscription does not keep the holder alive")
            XCTAssertFalse(relay.hasObservers, "releasing the holder disposed its subscription")
        }
        XCTAssertEqual(Resources.total, start)
    }
}
#endif
