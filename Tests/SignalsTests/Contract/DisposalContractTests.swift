import Foundation
import Signals
import XCTest

/// Contract 4 — disposal: `dispose()` is idempotent and thread-safe; once it returns the handler sees
/// no value sent afterwards; a subscription disposed inside a handler gets nothing more; observers are
/// called in subscription order; an observer added during delivery does not get the value in flight.
final class DisposalContractTests: LeakCheckingTestCase {
    func testDisposeIsIdempotent() {
        let handle = CreateHandle()
        var disposedCalls = 0
        let subscription = handle.observable.subscribe(onDisposed: { disposedCalls += 1 })
        for _ in 0..<3 { subscription.dispose() }
        XCTAssertEqual(disposedCalls, 1)
        XCTAssertEqual(handle.disposals, 1, "the create's disposable must run once")

        for source in HotSource.multicast {
            let recorder = Recorder<Int>()
            let subscription = source.observable.record(into: recorder)
            subscription.dispose()
            subscription.dispose()
            source.send(1)
            XCTAssertEqual(recorder.values, source.initial, source.name)
            XCTAssertFalse(source.hasObservers(), source.name)
        }
    }

    func testDisposingFromManyThreadsAtOnceReleasesOnce() {
        for _ in 0..<100 {
            let handle = CreateHandle()
            let relay = PublishRelay<Int>()
            let disposedCalls = Locked(0)
            let composite = CompositeDisposable()
            composite.insert(handle.observable.subscribe(onDisposed: { disposedCalls.mutate { $0 += 1 } }))
            composite.insert(relay.subscribe(onDisposed: { disposedCalls.mutate { $0 += 1 } }))
            let serial = SerialDisposable()
            serial.disposable = relay.subscribe(onDisposed: { disposedCalls.mutate { $0 += 1 } })
            runOnThreads(4) { thread in
                composite.dispose()
                serial.dispose()
                if thread == 0 { relay.accept(1) }
            }
            XCTAssertEqual(disposedCalls.value, 3)
            XCTAssertEqual(handle.disposals, 1)
            XCTAssertFalse(relay.hasObservers)
            XCTAssertTrue(composite.isDisposed && serial.isDisposed)
        }
    }

    func testSettingAndDisposingASingleAssignmentDisposableAtOnceDisposesItExactlyOnce() {
        // Two threads walk the same slots, one setting and one disposing each: they meet at many of
        // them (ThreadSanitizer checks the hand-off; the counts check that neither side loses it).
        let count = 2_000
        let slots = (0..<count).map { _ in SingleAssignmentDisposable() }
        let disposals = (0..<count).map { _ in Locked(0) }
        runOnThreads(2) { thread in
            for index in 0..<count {
                if thread == 0 {
                    slots[index].setDisposable(Disposables.create { disposals[index].mutate { $0 += 1 } })
                } else {
                    slots[index].dispose()
                }
            }
        }
        XCTAssertEqual(disposals.map(\.value), Array(repeating: 1, count: count))
        XCTAssertTrue(slots.allSatisfy(\.isDisposed))
    }

    func testSubscriptionDisposedInsideItsOwnHandlerGetsNothingMore() {
        for source in HotSource.all {
            let box = DisposableBox()
            var received: [Int] = []
            box.disposable = source.observable.subscribe(onNext: { value in
                received.append(value)
                if value == 1 {
                    box.dispose()
                    source.send(2)  // queued behind 1; must not reach this disposed subscription
                }
            })
            source.send(1)
            source.send(3)
            XCTAssertEqual(received, source.initial + [1], source.name)
        }
    }

    func testSubscriptionDisposedInsideItsHandlerWhileTheValueStillGoesToOthers() {
        for source in HotSource.multicast {
            let box = DisposableBox()
            var first: [Int] = [], second: [Int] = [], third: [Int] = []
            box.disposable = source.observable.subscribe(onNext: { value in
                first.append(value)
                if value == 1 { box.dispose(); source.send(2) }
            })
            let b = source.observable.subscribe(onNext: { second.append($0) })
            let c = source.observable.subscribe(onNext: { third.append($0) })
            source.send(1)
            XCTAssertEqual(first, source.initial + [1], source.name)
            XCTAssertEqual(second, source.initial + [1, 2], source.name)
            XCTAssertEqual(third, source.initial + [1, 2], source.name)
            b.dispose(); c.dispose()
        }
    }

    /// Stronger than "nothing sent afterwards": a subscription disposed while a value is on its way
    /// to the observers does not get that value either if it had not reached it yet.
    func testSubscriptionDisposedByAnEarlierObserverDoesNotGetTheValueInFlight() {
        for source in HotSource.multicast {
            let later = DisposableBox()
            var laterValues: [Int] = []
            let a = source.observable.subscribe(onNext: { value in if value == 1 { later.dispose() } })
            later.disposable = source.observable.subscribe(onNext: { laterValues.append($0) })
            source.send(1)
            source.send(2)
            XCTAssertEqual(laterValues, source.initial, source.name)
            a.dispose()
        }
    }

    func testObserversAreCalledInSubscriptionOrder() {
        for source in HotSource.multicast {
            var log: [String] = []
            var subscriptions = (0..<5).map { index in source.observable.subscribe(onNext: { log.append("\(index):\($0)") }) }
            subscriptions[2].dispose()
            subscriptions.append(source.observable.subscribe(onNext: { log.append("5:\($0)") }))
            log.removeAll()
            source.send(7)
            XCTAssertEqual(log, ["0:7", "1:7", "3:7", "4:7", "5:7"], source.name)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testObserverAddedDuringDeliveryDoesNotGetTheValueInFlight() {
        for source in [HotSource.publishRelay(), .publishSubject()] {
            var added: [Int] = []
            let box = DisposableBox()
            let a = source.observable.subscribe(onNext: { value in
                if value == 1 { box.disposable = source.observable.subscribe(onNext: { added.append($0) }) }
            })
            let b = source.observable.subscribe(onNext: { _ in })  // 1 is still in flight to b
            source.send(1)
            source.send(2)
            XCTAssertEqual(added, [2], source.name)
            a.dispose(); b.dispose(); box.dispose()
        }
    }

    func testObserverAddedDuringDeliveryToAReplayingSourceGetsTheValueOnceAsReplay() {
        for source in [HotSource.behaviorRelay(), .behaviorSubject(), .replayRelay(), .replaySubject()] {
            var added: [Int] = []
            let box = DisposableBox()
            let a = source.observable.subscribe(onNext: { value in
                if value == 1 { box.disposable = source.observable.subscribe(onNext: { added.append($0) }) }
            })
            source.send(1)
            source.send(2)
            // 1 comes once, as the current value (behavior) or from the buffer (replay), then 2.
            XCTAssertEqual(added, [1, 2], "\(source.name): the value in flight must arrive exactly once")
            a.dispose(); box.dispose()
        }
    }

    func testOnDisposedRunsExactlyOnce() {
        // After a terminal event, then an explicit dispose.
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["completed", "disposed"])

        // Dispose first, then the terminal event.
        log.removeAll()
        let other = PublishSubject<Int>()
        let second = other.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        second.dispose()
        other.onCompleted()
        second.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testOnDisposedRunsExactlyOnceWhenDisposeRacesWithTheTerminalEvent() {
        for round in 0..<200 {
            let subject = PublishSubject<Int>()
            let disposed = Locked(0), completed = Locked(0)
            let subscription = subject.subscribe(onCompleted: { completed.mutate { $0 += 1 } },
                                                 onDisposed: { disposed.mutate { $0 += 1 } })
            runOnThreads(2) { thread in
                if thread == 0 { subject.onCompleted() } else { subscription.dispose() }
            }
            XCTAssertEqual(disposed.value, 1, "round \(round)")
            XCTAssertLessThanOrEqual(completed.value, 1, "round \(round)")
        }
    }
}
