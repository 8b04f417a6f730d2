import Foundation
import Signals
import XCTest

/// Contract 2 — thread safety: every public method may be called from any thread; delivery to one
/// observer is serialized (never two of its handler calls at once), and nothing is lost.
final class ThreadSafetyContractTests: LeakCheckingTestCase {
    /// `threads` threads × `sendsPerThread` sends into one source: every value delivered exactly once,
    /// one at a time, and each thread's values in the order it sent them.
    private func assertSerializedDelivery(
        of source: HotSource, threads: Int = 8, sendsPerThread: Int = 2_500,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let probe = OverlapProbe()
        let perThread = Locked([Int: [Int]]())
        var received = 0
        let subscription = source.observable.subscribe(onNext: { value in
            probe.measure {
                received += 1  // unsynchronised on purpose: ThreadSanitizer flags any overlap too
                if value > 0 { perThread.mutate { $0[value / 1_000_000, default: []].append(value % 1_000_000) } }
            }
        })
        runOnThreads(threads) { thread in
            for index in 1...sendsPerThread { source.send(thread * 1_000_000 + index) }
        }
        let expected = threads * sendsPerThread + source.initial.count
        XCTAssertEqual(probe.callCount, expected, "\(source.name): values lost or duplicated", file: file, line: line)
        XCTAssertEqual(received, expected, source.name, file: file, line: line)
        XCTAssertEqual(probe.maximumConcurrentCalls, 1, "\(source.name): two handler calls ran at once", file: file, line: line)
        for (thread, values) in perThread.value where values != Array(1...sendsPerThread) {
            XCTFail("\(source.name): values sent by thread \(thread) arrived out of order", file: file, line: line)
        }
        subscription.dispose()
    }

    func testPublishRelayDeliversEightyThousandSendsFromEightThreadsOneAtATime() {
        assertSerializedDelivery(of: .publishRelay(), threads: 8, sendsPerThread: 10_000)
    }
    func testBehaviorRelayDeliversEverySendFromManyThreadsOneAtATime() { assertSerializedDelivery(of: .behaviorRelay()) }
    func testReplayRelayDeliversEverySendFromManyThreadsOneAtATime() { assertSerializedDelivery(of: .replayRelay()) }
    func testPublishSubjectDeliversEverySendFromManyThreadsOneAtATime() { assertSerializedDelivery(of: .publishSubject()) }
    func testBehaviorSubjectDeliversEverySendFromManyThreadsOneAtATime() { assertSerializedDelivery(of: .behaviorSubject()) }
    func testReplaySubjectDeliversEverySendFromManyThreadsOneAtATime() { assertSerializedDelivery(of: .replaySubject()) }
    func testCreateObserverCalledFromManyThreadsDeliversOneAtATime() { assertSerializedDelivery(of: .create()) }

    func testEveryObserverSeesTheSameOrderUnderConcurrentSends() {
        for source in HotSource.multicast {
            let recorders = (0..<3).map { _ in Recorder<Int>() }
            let subscriptions = recorders.map { source.observable.record(into: $0) }
            runOnThreads(4) { thread in
                for index in 0..<1_000 { source.send(thread * 10_000 + index) }
            }
            XCTAssertEqual(recorders[0].values.count, 4_000 + source.initial.count, source.name)
            XCTAssertEqual(recorders[0].values, recorders[1].values, "\(source.name): observers disagree on the order")
            XCTAssertEqual(recorders[0].values, recorders[2].values, "\(source.name): observers disagree on the order")
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// Subscriptions come and go on two threads while four threads send (fixed amounts of work on
    /// each thread: a sender that is draining keeps delivering as long as others keep submitting). Each value carries the
    /// disposal epoch it was sent in; a subscription must never receive a value sent after its
    /// `dispose()` returned. A handler call may still *start* after `dispose()` returned for a value
    /// already in flight, but at most one such call per subscription (delivery is serialized).
    func testSubscribeAndDisposeRacingWithSendsNeverDeliverAValueSentAfterDispose() {
        for source in HotSource.multicast {
            let epoch = Locked(0)  // bumped after each checked dispose() returns
            let violations = Locked([String]())

            runOnThreads(6) { worker in
                switch worker {
                case 0:
                    // Checked churn: subscribe, let some values through, dispose, then publish the new epoch.
                    for round in 0..<100 {
                        let disposedAtEpoch = Locked(Int.max)
                        let lateCalls = Locked(0)
                        let subscription = source.observable.subscribe(onNext: { [round] sentInEpoch in
                            let disposedAt = disposedAtEpoch.value
                            if disposedAt != Int.max {
                                let late = lateCalls.mutate { count -> Int in count += 1; return count }
                                if late > 1 { violations.mutate { $0.append("round \(round): \(late) calls after dispose returned") } }
                            }
                            if sentInEpoch >= disposedAt {
                                violations.mutate { $0.append("round \(round): got a value sent after dispose returned") }
                            }
                        })
                        spin(round % 7 * 200)
                        subscription.dispose()
                        let next = epoch.value + 1
                        disposedAtEpoch.value = next
                        epoch.value = next
                    }
                case 1:
                    // Unchecked churn: more subscribers and disposals racing on the same source.
                    for _ in 0..<500 {
                        let subscription = source.observable.subscribe(onNext: { _ in })
                        subscription.dispose()
                        subscription.dispose()
                    }
                default:
                    for _ in 0..<2_000 { source.send(epoch.value) }
                }
            }
            XCTAssertEqual(violations.value, [], source.name)
            XCTAssertFalse(source.hasObservers(), "\(source.name) kept a disposed observer")
        }
    }

    func testCreateDisposedWhileManyThreadsCallItsObserverDeliversNothingSentAfterDispose() {
        for round in 0..<60 {
            let handle = CreateHandle()
            let disposedAtEpoch = Locked(Int.max)
            let epoch = Locked(0)
            let violations = Locked(0)
            let subscription = handle.observable.subscribe(onNext: { sentInEpoch in
                if sentInEpoch >= disposedAtEpoch.value { violations.mutate { $0 += 1 } }
            })
            let observer = handle.observer!
            runOnThreads(3) { worker in
                if worker == 0 {
                    spin(round % 20 * 200)
                    subscription.dispose()
                    disposedAtEpoch.value = 1
                    epoch.value = 1
                } else {
                    for _ in 0..<300 { observer.onNext(epoch.value) }
                }
            }
            XCTAssertEqual(violations.value, 0, "round \(round): a value sent after dispose() returned was delivered")
            XCTAssertEqual(handle.disposals, 1)
        }
    }

    func testSubjectsAndRelaysCanBeReadAndSubscribedFromManyThreadsWhileSending() {
        let behavior = BehaviorRelay(value: 0)
        let subject = BehaviorSubject(value: 0)
        let bag = Locked([Disposable]())
        runOnThreads(6) { worker in
            for index in 1...2_000 {
                switch worker % 3 {
                case 0:
                    behavior.accept(index)
                    subject.onNext(index)
                case 1:
                    XCTAssertGreaterThanOrEqual(behavior.value, 0)
                    XCTAssertGreaterThanOrEqual((try? subject.value()) ?? -1, 0)
                    _ = behavior.hasObservers
                default:
                    if index.isMultiple(of: 100) {
                        let subscription = behavior.subscribe(onNext: { _ in })
                        bag.mutate { $0.append(subscription) }
                    }
                }
            }
        }
        XCTAssertTrue(behavior.hasObservers)
        bag.value.forEach { $0.dispose() }
        XCTAssertFalse(behavior.hasObservers)
    }
}
