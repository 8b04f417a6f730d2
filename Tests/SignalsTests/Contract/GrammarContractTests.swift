import Foundation
import Signals
import XCTest

/// Contract 1 — grammar: `next* (error | completed)?`; nothing after a terminal event; a terminal
/// event releases upstream resources.
final class GrammarContractTests: LeakCheckingTestCase {
    func testNothingFollowsCompletedOnAnySubjectOrCreate() {
        for source in HotSource.terminating {
            let recorder = Recorder<Int>()
            let subscription = source.observable.record(into: recorder)
            source.send(1)
            source.end!(.completed)
            source.send(2)
            source.end!(.error(TestError(1)))
            source.end!(.completed)
            XCTAssertEqual(recorder.rendered, source.initial.map { "next(\($0))" } + ["next(1)", "completed"], source.name)
            subscription.dispose()
        }
    }

    func testNothingFollowsErrorOnAnySubjectOrCreate() {
        for source in HotSource.terminating {
            let recorder = Recorder<Int>()
            let subscription = source.observable.record(into: recorder)
            source.send(1)
            source.end!(.error(TestError(1)))
            source.send(2)
            source.end!(.completed)
            source.end!(.error(TestError(2)))
            XCTAssertEqual(recorder.rendered, source.initial.map { "next(\($0))" } + ["next(1)", "error(TestError(1))"], source.name)
            subscription.dispose()
        }
    }

    func testTerminalEventRemovesEveryObserverFromTheSubject() {
        for source in HotSource.subjects {
            let first = Recorder<Int>(), second = Recorder<Int>()
            let subscriptions = [source.observable.record(into: first), source.observable.record(into: second)]
            XCTAssertTrue(source.hasObservers(), source.name)
            source.end!(.completed)
            XCTAssertFalse(source.hasObservers(), "\(source.name) kept its observers after completing")
            XCTAssertEqual(first.rendered.last, "completed", source.name)
            XCTAssertEqual(second.rendered.last, "completed", source.name)
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testSubscribingToAnEndedSubjectGetsTheTerminalEventAndStaysDetached() {
        let publish = PublishSubject<Int>(), behavior = BehaviorSubject(value: 0), replay = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...3 {
            publish.onNext(value); behavior.onNext(value); replay.onNext(value)
        }
        publish.onCompleted(); behavior.onError(TestError(7)); replay.onCompleted()

        let publishEvents = Recorder<Int>(), behaviorEvents = Recorder<Int>(), replayEvents = Recorder<Int>()
        let subscriptions = [publish.record(into: publishEvents), behavior.record(into: behaviorEvents), replay.record(into: replayEvents)]
        XCTAssertEqual(publishEvents.rendered, ["completed"])
        XCTAssertEqual(behaviorEvents.rendered, ["error(TestError(7))"])
        XCTAssertEqual(replayEvents.rendered, ["next(2)", "next(3)", "completed"])
        XCTAssertFalse(publish.hasObservers || behavior.hasObservers || replay.hasObservers)
        XCTAssertThrowsError(try behavior.value())
        subscriptions.forEach { $0.dispose() }
    }

    func testCreateRunsItsDisposableWhenTheSequenceEnds() {
        let handle = CreateHandle()
        var events: [String] = []
        let subscription = handle.observable.subscribe(
            onNext: { events.append("next(\($0))") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        handle.observer?.onNext(1)
        XCTAssertEqual(handle.disposals, 0)
        handle.observer?.onCompleted()
        XCTAssertEqual(handle.disposals, 1, "the create's disposable runs on completion")
        XCTAssertFalse(handle.isLive)
        handle.observer?.onNext(2)
        subscription.dispose()
        XCTAssertEqual(handle.disposals, 1)
        XCTAssertEqual(events, ["next(1)", "completed", "disposed"])
    }

    func testCreateRunsItsDisposableOnErrorAndIgnoresLaterCalls() {
        let handle = CreateHandle()
        let recorder = Recorder<Int>()
        let subscription = handle.observable.record(into: recorder)
        let observer = handle.observer!
        observer.onNext(1)
        XCTAssertEqual(handle.disposals, 0)
        observer.onError(TestError(3))
        XCTAssertEqual(handle.disposals, 1, "the create's disposable runs on error")
        observer.onNext(2)
        observer.onCompleted()
        subscription.dispose()
        XCTAssertEqual(handle.disposals, 1, "the create's disposable runs exactly once")
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(3))"])
    }

    func testCreateEndingSynchronouslyInsideSubscribeStillRunsItsDisposable() {
        let disposed = Locked(0)
        let recorder = Recorder<Int>()
        let observable = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create { disposed.mutate { $0 += 1 } }
        }
        let subscription = observable.record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])
        XCTAssertEqual(disposed.value, 1)
        subscription.dispose()
        XCTAssertEqual(disposed.value, 1)
    }

    func testOperatorErrorReleasesTheSubjectUpstream() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.map { value -> Int in
            if value == 2 { throw TestError(2) }
            return value * 10
        }.record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers, "the error must dispose the subscription to the subject")
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(10)", "error(TestError(2))"])
        subscription.dispose()
    }

    func testExactlyOneTerminalEventWhenEndingRacesWithSendsFromManyThreads() {
        for round in 0..<20 {
            for source in HotSource.terminating {
                let recorder = Recorder<Int>()
                let subscription = source.observable.record(into: recorder)
                runOnThreads(4) { thread in
                    for value in 0..<200 {
                        if value == 100 { source.end!(thread.isMultiple(of: 2) ? .completed : .error(TestError(thread))) }
                        source.send(value)
                    }
                }
                let events = recorder.events
                XCTAssertEqual(events.filter(\.isStopEvent).count, 1, "\(source.name), round \(round)")
                XCTAssertTrue(events.last?.isStopEvent ?? false, "\(source.name): an event followed the terminal one")
                XCTAssertFalse(source.hasObservers(), source.name)
                subscription.dispose()
            }
        }
    }

    func testRelayBindingIgnoresTheSourceTerminalEventAndKeepsTheRelayAlive() {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let recorder = Recorder<Int>()
        let output = relay.record(into: recorder)
        let binding = subject.bind(to: relay)
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertFalse(subject.hasObservers, "the binding ended with its source")
        relay.accept(2)
        XCTAssertEqual(recorder.rendered, ["next(0)", "next(1)", "next(2)"])
        binding.dispose()
        output.dispose()
    }
}
