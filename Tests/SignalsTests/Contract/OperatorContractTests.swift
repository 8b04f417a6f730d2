import Foundation
import Signals
import XCTest

/// The contract through operators: chains built from two subjects fed by several threads at once keep
/// delivery serialized, end once, deliver nothing sent after `dispose()` returned, and let go of their
/// sources. (Each operator's exact sequences are in its own test file.)
final class OperatorContractTests: LeakCheckingTestCase {
    /// Each chain reads from `a` and `b`; values are non-negative and a chain's output is at least
    /// the largest input it was built from, so a value sent in a later epoch shows in the output.
    private typealias Chain = (name: String, build: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>)

    private let chains: [Chain] = [
        ("map+filter", { a, _ in a.map { $0 }.filter { $0 >= 0 } }),
        ("merge", { a, b in Observable.merge(a.asObservable(), b.asObservable()) }),
        ("merge()", { a, b in Observable.of(a.asObservable(), b.asObservable()).merge() }),
        ("flatMap", { a, b in Observable.of(0, 1).flatMap { $0 == 0 ? a.asObservable() : b.asObservable() } }),
        ("flatMapLatest", { a, b in Observable.merge(a.asObservable(), b.asObservable()).flatMapLatest { Observable.just($0) } }),
        ("merge(maxConcurrent:)", { a, b in Observable.of(a.asObservable(), b.asObservable()).merge(maxConcurrent: 2) }),
        ("concat", { a, b in Observable.concat(a.asObservable(), b.asObservable()) }),
        ("concatMap", { a, b in Observable.merge(a.asObservable(), b.asObservable()).concatMap { Observable.just($0) } }),
        ("flatMapFirst", { a, b in Observable.merge(a.asObservable(), b.asObservable()).flatMapFirst { Observable.just($0) } }),
        ("switchLatest", { a, b in Observable.merge(a.asObservable(), b.asObservable()).map { Observable.just($0) }.switchLatest() }),
        ("combineLatest", { a, b in Observable<Int>.combineLatest(a, b) { max($0, $1) } }),
        ("zip", { a, b in Observable<Int>.zip(a, b) { max($0, $1) } }),
        ("withLatestFrom", { a, b in a.withLatestFrom(b) { max($0, $1) } }),
        ("share", { a, b in Observable.merge(a.asObservable(), b.asObservable()).share(replay: 1) }),
        ("scan+distinct+startWith", { a, b in
            Observable.merge(a.asObservable(), b.asObservable()).scan(0) { max($0, $1) }.distinctUntilChanged().startWith(0)
        }),
        ("take", { a, b in Observable.merge(a.asObservable(), b.asObservable()).take(1_000_000) }),
    ]

    func testOperatorsDeliverOneAtATimeWhenSourcesSendFromManyThreads() {
        for chain in chains {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let probe = OverlapProbe()
            var unsynchronised = 0
            let subscription = chain.build(a, b).subscribe(onNext: { _ in
                probe.measure { unsynchronised += 1 }
            })
            b.onNext(0)  // so that withLatestFrom has a latest value whichever thread runs first
            runOnThreads(4) { thread in
                for index in 0..<1_000 { (thread.isMultiple(of: 2) ? a : b).onNext(index) }
            }
            XCTAssertGreaterThan(probe.callCount, 0, "\(chain.name) delivered nothing")
            XCTAssertLessThanOrEqual(probe.maximumConcurrentCalls, 1, "\(chain.name): two handler calls ran at once")
            XCTAssertEqual(unsynchronised, probe.callCount, chain.name)
            subscription.dispose()
            XCTAssertFalse(a.hasObservers || b.hasObservers, "\(chain.name) kept its sources after dispose")
        }
        XCTAssertEqual(mergedCount(), 4_000)
    }

    /// merge is the one chain above whose exact count is known: every value, exactly once.
    private func mergedCount() -> Int {
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let count = Locked(0)
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { _ in count.mutate { $0 += 1 } })
        runOnThreads(4) { thread in
            for index in 0..<1_000 { (thread.isMultiple(of: 2) ? a : b).onNext(index) }
        }
        subscription.dispose()
        return count.value
    }

    func testOperatorsEndOnceWhenSourcesEndWhileOtherThreadsSend() {
        for chain in chains {
            for round in 0..<10 {
                let a = PublishSubject<Int>(), b = PublishSubject<Int>()
                let recorder = Recorder<Int>()
                let subscription = chain.build(a, b).record(into: recorder)
                runOnThreads(4) { thread in
                    let subject = thread.isMultiple(of: 2) ? a : b
                    for index in 0..<200 {
                        if index == 100 && thread < 2 { subject.on(thread == 0 ? .completed : .error(TestError(thread))) }
                        subject.onNext(index)
                    }
                }
                let terminals = recorder.events.filter(\.isStopEvent).count
                XCTAssertLessThanOrEqual(terminals, 1, "\(chain.name), round \(round)")
                if terminals == 1 {
                    XCTAssertTrue(recorder.events.last!.isStopEvent, "\(chain.name), round \(round): an event followed the terminal one")
                }
                subscription.dispose()
                XCTAssertFalse(a.hasObservers || b.hasObservers, "\(chain.name) kept its sources")
            }
        }
    }

    func testOperatorsDeliverNothingSentAfterDisposeReturned() {
        for chain in chains {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            let build = UncheckedSendable(chain.build)
            let epoch = Locked(0)
            let violations = Locked([String]())
            runOnThreads(4) { worker in
                if worker == 0 {
                    for round in 0..<100 {
                        let disposedAt = Locked(Int.max)
                        let subscription = build.value(a, b).subscribe(onNext: { value in
                            if value >= disposedAt.value { violations.mutate { $0.append("round \(round): got \(value)") } }
                        })
                        spin(round % 5 * 200)
                        subscription.dispose()
                        let next = epoch.value + 1
                        disposedAt.value = next
                        epoch.value = next
                    }
                } else {
                    for _ in 0..<1_500 { (worker.isMultiple(of: 2) ? a : b).onNext(epoch.value) }
                }
            }
            XCTAssertEqual(violations.value, [], "\(chain.name) delivered a value sent after dispose() returned")
            XCTAssertFalse(a.hasObservers || b.hasObservers, "\(chain.name) kept its sources")
        }
    }

    func testSendingIntoASourceFromTheHandlerIsQueuedThroughEveryOperator() {
        for chain in chains {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            var depth = 0, maxDepth = 0, calls = 0
            let subscription = chain.build(a, b).subscribe(onNext: { value in
                depth += 1
                maxDepth = max(maxDepth, depth)
                calls += 1
                if calls < 50 { a.onNext(value + 1); b.onNext(value + 1) }
                depth -= 1
            })
            b.onNext(1)
            a.onNext(1)
            XCTAssertEqual(maxDepth, 1, "\(chain.name) delivered recursively")
            XCTAssertGreaterThan(calls, 1, chain.name)
            subscription.dispose()
        }
    }

    func testOperatorsLetGoOfTheirSubscriberWhenDisposed() {
        for chain in chains {
            let a = PublishSubject<Int>(), b = PublishSubject<Int>()
            weak var weakCaptured: Canary?
            var subscription: Disposable?
            do {
                let captured = Canary()
                weakCaptured = captured
                subscription = chain.build(a, b).subscribe(onNext: { _ in withExtendedLifetime(captured) {} })
            }
            a.onNext(1); b.onNext(2)
            subscription?.dispose()
            XCTAssertNil(weakCaptured, "\(chain.name) kept its subscriber after dispose")
            XCTAssertFalse(a.hasObservers || b.hasObservers, "\(chain.name) kept its sources")
            withExtendedLifetime(subscription) {}
        }
    }
}
