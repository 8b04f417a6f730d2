import Signals
import XCTest

/// Removing observers from anywhere in a subject's list (first, middle, last, in any order) keeps
/// the others in subscription order, drops the removed one's closure at once, and keeps
/// `hasObservers` right.
final class ObserverRemovalTests: LeakCheckingTestCase {
    func testDisposingInAnyOrderKeepsTheRestInSubscriptionOrder() {
        // A fixed pseudo-random order per round, so a failure is reproducible.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func nextRandom(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for round in 0..<20 {
            let subject = PublishSubject<Int>()
            var delivered: [String] = []
            var live: [Int] = Array(0..<40)
            var subscriptions = live.map { index in
                subject.subscribe(onNext: { value in delivered.append("\(index):\(value)") })
            }
            var value = 0
            while !live.isEmpty {
                let position = nextRandom(live.count)
                let index = live.remove(at: position)
                subscriptions[index].dispose()
                subscriptions[index].dispose()  // idempotent
                delivered.removeAll()
                value += 1
                subject.onNext(value)
                XCTAssertEqual(delivered, live.map { "\($0):\(value)" }, "round \(round)")
                XCTAssertEqual(subject.hasObservers, !live.isEmpty)
            }
            // Resubscribing after everything was removed works from a clean list.
            let late = subject.subscribe(onNext: { value in delivered.append("late:\(value)") })
            delivered.removeAll()
            subject.onNext(-1)
            XCTAssertEqual(delivered, ["late:-1"])
            late.dispose()
            subscriptions.removeAll()
        }
    }

    func testSubscribingAndDisposingInterleavedKeepsSubscriptionOrderAndEndsEveryLiveObserver() {
        // Small lists, so the list keeps passing between one observer and several: every step
        // compares the delivery order with the live subscriptions, in subscription order.
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func nextRandom(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let subject = PublishSubject<Int>()
        var delivered: [String] = []
        var live: [(name: Int, subscription: Disposable)] = []
        for step in 0..<400 {
            if live.isEmpty || (live.count < 4 && nextRandom(2) == 0) {
                live.append((step, subject.subscribe(
                    onNext: { delivered.append("\(step):\($0)") }, onCompleted: { delivered.append("\(step):done") })))
            } else {
                live.remove(at: nextRandom(live.count)).subscription.dispose()
            }
            delivered.removeAll()
            subject.onNext(step)
            XCTAssertEqual(delivered, live.map { "\($0.name):\(step)" }, "step \(step)")
            XCTAssertEqual(subject.hasObservers, !live.isEmpty)
        }
        delivered.removeAll()
        subject.onCompleted()
        XCTAssertEqual(delivered, live.map { "\($0.name):done" })
        XCTAssertFalse(subject.hasObservers)
    }

    func testARemovedObserversClosureIsReleasedAtOnce() {
        final class Owner {}
        let subject = PublishSubject<Int>()
        let first = subject.subscribe(onNext: { _ in })
        weak var weakOwner: Owner?
        var middle: Disposable?
        do {
            let owner = Owner()
            weakOwner = owner
            middle = subject.subscribe(onNext: { _ in _ = owner })
        }
        let last = subject.subscribe(onNext: { _ in })
        XCTAssertNotNil(weakOwner)
        middle?.dispose()
        XCTAssertNil(weakOwner, "a disposed observer in the middle of the list must drop its closure")
        first.dispose()
        last.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testTerminalEventReachesOnlyLiveObserversAfterMiddleRemovals() {
        let subject = PublishSubject<Int>()
        var events: [String] = []
        let subscriptions = (0..<6).map { index in
            subject.subscribe(onNext: { events.append("\(index):\($0)") }, onCompleted: { events.append("\(index):done") })
        }
        subscriptions[1].dispose()
        subscriptions[3].dispose()
        subject.onNext(7)
        subject.onCompleted()
        XCTAssertEqual(events, [
            "0:7", "2:7", "4:7", "5:7",
            "0:done", "2:done", "4:done", "5:done",
        ])
        XCTAssertFalse(subject.hasObservers)
    }
}
