import Foundation
import Signals
import XCTest

final class ShareTests: LeakCheckingTestCase {
    /// A source over `subject` that counts how many times it was subscribed.
    private func counted<Element>(_ subject: PublishSubject<Element>, _ subscriptions: Recorder<Int>) -> Observable<Element> {
        Observable.deferred {
            subscriptions.record(.next(subscriptions.events.count + 1))
            return subject.asObservable()
        }
    }

    func testSubscribesOnceForAllSubscribersAndDisconnectsWhenTheLastLeaves() {
        let subject = PublishSubject<Int>()
        let connections = Recorder<Int>()
        let shared = counted(subject, connections).share()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let s1 = shared.record(into: first)
        subject.onNext(1)
        let s2 = shared.record(into: second)
        subject.onNext(2)
        XCTAssertEqual(first.rendered, ["next(1)", "next(2)"])
        XCTAssertEqual(second.rendered, ["next(2)"], "replay 0: a late subscriber gets only later values")
        XCTAssertEqual(connections.events.count, 1)
        s1.dispose()
        XCTAssertTrue(subject.hasObservers)
        s2.dispose()
        XCTAssertFalse(subject.hasObservers, "the last subscriber leaving disposes the source subscription")
        subject.onNext(3)
        let s3 = shared.record(into: Recorder<Int>())
        XCTAssertEqual(connections.events.count, 2, "the next subscriber connects again")
        s3.dispose()
    }

    func testReplayWhileConnectedReplaysToLateSubscribersAndStartsAfreshAfterDisconnect() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 2)
        let s1 = shared.record(into: Recorder<Int>())
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        let late = Recorder<Int>()
        let s2 = shared.record(into: late)
        XCTAssertEqual(late.rendered, ["next(2)", "next(3)"])
        s1.dispose()
        s2.dispose()
        let afresh = Recorder<Int>()
        let s3 = shared.record(into: afresh)
        subject.onNext(4)
        XCTAssertEqual(afresh.rendered, ["next(4)"], ".whileConnected drops the replay buffer on disconnect")
        s3.dispose()
    }

    func testWhileConnectedReleasesTheReplayedValueWhenTheLastSubscriberLeaves() {
        // The connection's subscriber to a relay keeps its handler, which captures the connection's
        // broadcaster (the replay buffer): leaving must still let go of both.
        let relay = PublishRelay<Canary>()
        let shared = relay.share(replay: 1, scope: .whileConnected)
        weak var replayed: Canary?
        do {
            let first = shared.subscribe(onNext: { _ in })
            let second = shared.map { $0 }.subscribe(onNext: { _ in })
            let value = Canary("replayed")
            replayed = value
            relay.accept(value)
            first.dispose()
            second.dispose()
        }
        XCTAssertNil(replayed, "a disconnected .whileConnected share still held its replay buffer")
        XCTAssertFalse(relay.hasObservers)
    }

    func testForeverKeepsTheReplayBufferAcrossDisconnects() {
        let subject = PublishSubject<Int>()
        let connections = Recorder<Int>()
        let shared = counted(subject, connections).share(replay: 1, scope: .forever)
        let s1 = shared.record(into: Recorder<Int>())
        subject.onNext(1)
        s1.dispose()
        XCTAssertFalse(subject.hasObservers)
        let again = Recorder<Int>()
        let s2 = shared.record(into: again)
        subject.onNext(2)
        XCTAssertEqual(again.rendered, ["next(1)", "next(2)"])
        XCTAssertEqual(connections.events.count, 2, "it reconnects to the source")
        s2.dispose()
    }

    func testForeverAfterTheSourceEndedReplaysAndEndsWithoutResubscribing() {
        let connections = Recorder<Int>()
        let subject = PublishSubject<Int>()
        let shared = counted(subject, connections).share(replay: 1, scope: .forever)
        let first = Recorder<Int>()
        _ = shared.record(into: first)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        let late = Recorder<Int>()
        _ = shared.record(into: late)
        XCTAssertEqual(first.rendered, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(late.rendered, ["next(2)", "completed"])
        XCTAssertEqual(connections.events.count, 1)
    }

    func testForeverAfterTheSourceEndedKeepsNothingOfLateSubscribers() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1, scope: .forever)
        _ = shared.subscribe(onNext: { _ in })
        subject.onNext(1)
        subject.onCompleted()
        let before = Resources.total
        for _ in 0..<3 {
            let late = Recorder<Int>()
            _ = shared.record(into: late)
            XCTAssertEqual(late.rendered, ["next(1)", "completed"])
        }
        XCTAssertEqual(Resources.total, before, "a late subscriber that ended at once is not kept by the share")
        withExtendedLifetime(shared) {}
    }

    func testWhileConnectedAfterTheSourceEndedResubscribes() {
        let connections = Recorder<Int>()
        let source = Observable.deferred { () -> Observable<Int> in
            connections.record(.next(0))
            return Observable.of(1, 2)
        }
        let shared = source.share(replay: 1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = shared.record(into: first)
        _ = shared.record(into: second)
        XCTAssertEqual(first.rendered, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(second.rendered, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(connections.events.count, 2)
    }

    func testErrorReachesEverySubscriberAndReleasesTheSource() {
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        _ = shared.record(into: first)
        _ = shared.record(into: second)
        subject.onNext(1)
        subject.onError(TestError(5))
        XCTAssertEqual(first.rendered, ["next(1)", "error(TestError(5))"])
        XCTAssertEqual(second.rendered, ["next(1)", "error(TestError(5))"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposedSubscriberGetsNothingMoreWhileOthersContinue() {
        let relay = PublishRelay<Int>()
        let shared = relay.share()
        let leaving = Recorder<Int>()
        let staying = Recorder<Int>()
        var s1: Disposable?
        s1 = shared.subscribe(onNext: { value in
            leaving.record(.next(value))
            s1?.dispose()
        })
        let s2 = shared.record(into: staying)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(leaving.values, [1])
        XCTAssertEqual(staying.values, [1, 2])
        s2.dispose()
        XCTAssertFalse(relay.hasObservers)
    }

    func testDisposingOneSubscriberReleasesItsClosuresWhileTheShareStaysConnected() {
        let relay = PublishRelay<Int>()
        let shared = relay.share(replay: 1)
        let keeper = shared.subscribe(onNext: { _ in })
        weak var captured: Canary?
        let leaving: Disposable = {
            let canary = Canary()
            captured = canary
            return shared.subscribe(onNext: { _ in withExtendedLifetime(canary) {} })
        }()
        relay.accept(1)
        XCTAssertNotNil(captured)
        leaving.dispose()
        XCTAssertNil(captured, "the share's subject lets go of a disposed subscriber's closures at once")
        XCTAssertTrue(relay.hasObservers, "the other subscriber keeps the source connected")
        keeper.dispose()
        XCTAssertFalse(relay.hasObservers)
    }

    func testConcurrentSendsReachEverySubscriberSerially() {
        let relay = PublishRelay<Int>()
        let shared = relay.map { $0 }.share()
        let probes = [DeliveryProbe(), DeliveryProbe()]
        let subscriptions = probes.map { probe in shared.subscribe(onNext: { _ in probe.enter(); probe.exit() }) }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for i in 0..<5_000 { relay.accept(i) }
        }
        for probe in probes {
            XCTAssertEqual(probe.count, 20_000)
            XCTAssertEqual(probe.overlaps, 0)
        }
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(relay.hasObservers)
    }

    func testRacingSubscribersNeverLeaveTheSourceConnectedOrConnectTwice() {
        let subject = PublishSubject<Int>()
        let connections = Recorder<Int>()
        let shared = counted(subject, connections).share(replay: 1)
        let keeper = shared.subscribe(onNext: { _ in })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<500 {
                let subscription = shared.subscribe(onNext: { _ in })
                if thread == 0 { subject.onNext(i) }
                subscription.dispose()
            }
        }
        XCTAssertEqual(connections.events.count, 1, "one subscriber stayed, so the source was never reconnected")
        keeper.dispose()
        XCTAssertFalse(subject.hasObservers)

        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<500 { shared.subscribe(onNext: { _ in }).dispose() }
        }
        XCTAssertFalse(subject.hasObservers, "after every subscriber left, the source is disconnected")
    }

    func testASourceOnAnotherThreadAsksWhetherToGoOnWhileMembersComeAndGo() {
        // The endless source runs on the scheduler's thread and, before each value, asks the share's
        // member table whether every member ended (`SharedMembersLifetime.hasEnded`), while this
        // thread's subscribers join and leave it: the table is read and written under its lock only
        // (`@exclusivity(unchecked)` relies on it; ThreadSanitizer reports an access without it).
        // No value gets through, so the lock is all that orders the two threads.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ShareTests.membersRace")
        let shared = Observable.from(1...).filter { _ in false }.subscribe(on: scheduler).share()
        let first = shared.subscribe(onNext: { _ in })
        for _ in 0..<2_000 { shared.subscribe(onNext: { _ in }).dispose() }
        first.dispose()
        // Scheduled behind the source's loop on the same serial queue: runs once the loop stopped.
        let stopped = expectation(description: "the endless source stopped once every member left")
        _ = scheduler.schedule(()) { _ in
            stopped.fulfill()
            return Disposables.create()
        }
        wait(for: [stopped], timeout: 10)
    }
}
