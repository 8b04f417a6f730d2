import Foundation
import Signals
import XCTest

/// Contract 3 — reentrancy: a value sent into a subject or relay from inside one of its own handlers
/// is queued and delivered after the current value reached every observer: no recursion, no deadlock,
/// and every observer sees the same order.
final class ReentrancyContractTests: LeakCheckingTestCase {
    func testValueSentFromAHandlerReachesEveryObserverAfterTheCurrentOne() {
        for source in HotSource.multicast {
            var first: [Int] = [], second: [Int] = []
            let a = source.observable.subscribe(onNext: { value in
                first.append(value)
                if value >= 1 && value < 5 { source.send(value + 1) }
            })
            let b = source.observable.subscribe(onNext: { second.append($0) })
            source.send(1)
            XCTAssertEqual(first, source.initial + [1, 2, 3, 4, 5], source.name)
            XCTAssertEqual(second, source.initial + [1, 2, 3, 4, 5], "\(source.name): B must see 1 before the values A re-sent")
            a.dispose(); b.dispose()
        }
    }

    func testTheLaterObserverResendingIsQueuedBehindTheEarlierOnesToo() {
        for source in HotSource.multicast {
            var log: [String] = []
            let a = source.observable.subscribe(onNext: { log.append("A\($0)") })
            let b = source.observable.subscribe(onNext: { value in
                log.append("B\(value)")
                if value == 1 { source.send(2); source.send(3) }
            })
            log.removeAll()
            source.send(1)
            XCTAssertEqual(log, ["A1", "B1", "A2", "B2", "A3", "B3"], source.name)
            a.dispose(); b.dispose()
        }
    }

    func testHandlersAreNeverEnteredRecursively() {
        for source in HotSource.all {
            var depth = 0, maxDepth = 0, calls = 0
            let subscription = source.observable.subscribe(onNext: { value in
                depth += 1
                maxDepth = max(maxDepth, depth)
                calls += 1
                if value > 0 && value < 100 { source.send(value + 1) }
                depth -= 1
            })
            source.send(1)
            XCTAssertEqual(maxDepth, 1, "\(source.name) delivered recursively")
            XCTAssertEqual(calls, 100 + source.initial.count, source.name)
            subscription.dispose()
        }
    }

    /// 10,000 nested re-sends on a thread with a 512 KiB stack: recursion would overflow it.
    func testTenThousandReentrantSendsDoNotGrowTheStack() {
        for source in HotSource.all {
            let count = Locked(0)
            let finished = finishesWithoutDeadlock(stackSize: 512 * 1024) {
                let subscription = source.observable.subscribe(onNext: { value in
                    count.mutate { $0 += 1 }
                    if value > 0 && value < 10_000 { source.send(value + 1) }
                })
                source.send(1)
                subscription.dispose()
            }
            XCTAssertTrue(finished, source.name)
            XCTAssertEqual(count.value, 10_000 + source.initial.count, source.name)
        }
    }

    func testBehaviorRelayValueReflectsAnAcceptMadeInsideAHandlerAtOnce() {
        let relay = BehaviorRelay(value: 0)
        var seenInsideHandler: [Int] = []
        var secondObserver: [Int] = []
        let a = relay.subscribe(onNext: { value in
            if value == 1 {
                relay.accept(2)
                seenInsideHandler.append(relay.value)  // 2 is queued, but already current
            }
        })
        let b = relay.subscribe(onNext: { secondObserver.append($0) })
        relay.accept(1)
        XCTAssertEqual(seenInsideHandler, [2])
        XCTAssertEqual(secondObserver, [0, 1, 2])
        XCTAssertEqual(relay.value, 2)
        a.dispose(); b.dispose()
    }

    func testBehaviorSubjectValueReflectsAnEventSentInsideAHandlerAtOnce() throws {
        let subject = BehaviorSubject(value: 0)
        var seen: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            if value == 1 {
                subject.onNext(2)
                seen.append((try? subject.value()) ?? -1)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(seen, [2])
        XCTAssertEqual(try subject.value(), 2)
        subscription.dispose()
    }

    func testTerminalEventSentFromAHandlerIsQueuedBehindTheCurrentValue() {
        for source in HotSource.subjects {
            let first = Recorder<Int>(), second = Recorder<Int>()
            let a = source.observable.subscribe { event in
                first.record(event)
                if case .next(1) = event { source.end!(.completed); source.send(99) }
            }
            let b = source.observable.record(into: second)
            source.send(1)
            let expected = source.initial.map { "next(\($0))" } + ["next(1)", "completed"]
            XCTAssertEqual(first.rendered, expected, source.name)
            XCTAssertEqual(second.rendered, expected, source.name)
            a.dispose(); b.dispose()
        }
    }

    func testCreateObserverCalledFromTheSubscribersOwnHandlerIsQueued() {
        let handle = CreateHandle()
        var log: [String] = []
        let subscription = handle.observable.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value < 3 { handle.observer?.onNext(value + 1) }
            log.append("end \(value)")
        })
        handle.observer?.onNext(1)
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
        subscription.dispose()
    }
}
