import Foundation
import Signals
import SignalsTest
import XCTest

/// `Single` as an RxSwift user writes it: creation, the three ways of subscribing, `asSingle()`, and
/// its operators in virtual time (events and subscription times asserted exactly).
final class SingleTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    /// One line per outcome, so closure subscriptions compare as values.
    private func describe<T>(_ event: SingleEvent<T>) -> String {
        switch event {
        case .success(let value): return "success(\(value))"
        case .failure(let error): return "failure(\(error))"
        }
    }

    // MARK: creating and subscribing

    func testCreateReportsTheFirstOutcomeOnlyAndDisposesItsResource() {
        var disposed = 0
        let single = Single<Int>.create { single in
            single(.success(1))
            single(.success(2))
            single(.failure(TestError(code: 9)))
            return Disposables.create { disposed += 1 }
        }
        var events: [String] = []
        _ = single.subscribe { events.append(self.describe($0)) }
        _ = Single<Int>.error(TestError(code: 5)).subscribe { events.append(self.describe($0)) }
        XCTAssertEqual(events, ["success(1)", "failure(\(TestError(code: 5)))"])
        XCTAssertEqual(disposed, 1)
    }

    func testCreateFailureReachesOnFailureThenOnDisposed() {
        let single = Single<Int>.create { single in
            single(.failure(TestError(code: 2)))
            return Disposables.create()
        }
        var log: [String] = []
        _ = single.subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["failure \(TestError(code: 2))", "disposed"])
    }

    func testASecondSuccessFromAnotherThreadWhileTheFirstIsDeliveredIsIgnored() {
        // The subscriber's handler, still delivering the first success, has another thread report a
        // second one: it is queued behind the first, so without the once-only gate it would arrive
        // between the value and the completion.
        let reporter = Locked<Single<Int>.SingleObserver?>(nil)
        let single = Single<Int>.create { single in
            reporter.value = single
            single(.success(1))
            return Disposables.create()
        }
        var values: [Int] = []
        var completions = 0
        _ = single.asObservable().subscribe(
            onNext: { value in
                values.append(value)
                let done = DispatchSemaphore(value: 0)
                Thread {
                    reporter.value?(.success(2))
                    done.signal()
                }.start()
                done.wait()
            },
            onCompleted: { completions += 1 }
        )
        XCTAssertEqual(values, [1])
        XCTAssertEqual(completions, 1)
        reporter.value = nil
    }

    func testSubscribeWithOwnerPassesTheOwnerAndHoldsItWeakly() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Single.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [3])

        weak var released: Owner?
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let temporary = Owner()
            released = temporary
            subscription = subject.asSingle().subscribe(with: temporary, onSuccess: { owner, _ in owner.values.append(0) })
        }
        XCTAssertNil(released)
        subscription?.dispose()
    }

    func testJustErrorNeverAndDeferred() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1).asObservable() }.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.error(self.failure).asObservable() }.events, [.error(200, failure)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single<Int>.never().asObservable() }.events, [])
        var made = 0
        let deferred = Single<Int>.deferred {
            made += 1
            return .just(made)
        }
        _ = deferred.subscribe { _ in }
        XCTAssertEqual(made, 1)
        XCTAssertEqual(TestScheduler(initialClock: 0).start { deferred.asObservable() }.events, [.next(200, 2), .completed(200)])
    }

    // MARK: asSingle

    func testAsSingleSendsTheOnlyValueWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleOfAnEmptySourceFailsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, failure)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsAtTheSecondValueAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, failure)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        XCTAssertEqual(res.events, [.error(230, failure)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: operators

    func testMapAndCompactMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 2), .completed(10)])
        XCTAssertEqual(scheduler.start { xs.asSingle().map { $0 * 10 }.asObservable() }.events, [.next(210, 20), .completed(210)])
        let none = TestScheduler(initialClock: 0)
        let ys = none.createColdObservable([.next(10, 2), .completed(10)])
        let res = none.start { ys.asSingle().compactMap { $0 > 5 ? $0 : nil }.asObservable() }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testMapThatThrowsFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).map { _ -> Int in throw self.failure }.asObservable() }
        XCTAssertEqual(res.events, [.error(200, failure)])
    }

    func testFlatMapContinuesWithTheInnerSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(20, "a"), .completed(20)])
        let res = scheduler.start { xs.asSingle().flatMap { value in ys.asSingle().map { "\(value)\($0)" } }.asObservable() }
        XCTAssertEqual(res.events, [.next(230, "1a"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapMaybeAndFlatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let maybe = scheduler.start { xs.asSingle().flatMapMaybe { _ in Maybe<String>.empty() }.asObservable() }
        XCTAssertEqual(maybe.events, [.completed(210)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createColdObservable([.next(10, 1), .completed(10)])
        let work = other.createColdObservable([.completed(15)] as [Recorded<Event<Never>>])
        let res = other.start { ys.asSingle().flatMapCompletable { _ in work.asCompletable() }.asObservable() }
        XCTAssertEqual(res.events, [.completed(225)])
        XCTAssertEqual(work.subscriptions, [Subscription(210, 225)])
    }

    func testCatchAndReturnCatchAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { xs.asSingle().catchAndReturn(7).asObservable() }.events, [.next(210, 7), .completed(210)])

        let catching = TestScheduler(initialClock: 0)
        let ys = catching.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        let zs = catching.createColdObservable([.next(5, 8), .completed(5)])
        XCTAssertEqual(catching.start { ys.asSingle().catch { _ in zs.asSingle() }.asObservable() }.events, [.next(215, 8), .completed(215)])
        XCTAssertEqual(zs.subscriptions, [Subscription(210, 215)])

        let retrying = TestScheduler(initialClock: 0)
        let flaky = retrying.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        XCTAssertEqual(retrying.start { flaky.asSingle().retry(3).asObservable() }.events, [.error(230, failure)])
        XCTAssertEqual(flaky.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
        let once = TestScheduler(initialClock: 0)
        let alwaysFails = once.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        XCTAssertEqual(once.start { alwaysFails.asSingle().retry(0).asObservable() }.events, [.error(210, failure)])
    }

    func testRetryWhenResubscribesOnTheNotifierAndFailsWithItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let single = Single<Int>.deferred {
            attempts += 1
            return attempts < 4 ? .error(TestError(code: attempts)) : .just(attempts)
        }
        let res = scheduler.start {
            single.retry(when: { errors in
                errors.flatMap { error -> Observable<Int> in
                    (error as? TestError)?.code == 1 ? Observable.just(0).delay(.seconds(10), scheduler: scheduler) : .error(error)
                }
            }).asObservable()
        }
        XCTAssertEqual(res.events, [.error(210, TestError(code: 2))])
        XCTAssertEqual(attempts, 2)
    }

    func testZipWaitsForBothAndFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()).map { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let failing = TestScheduler(initialClock: 0)
        let good = failing.createColdObservable([.next(30, 1), .completed(30)])
        let bad = failing.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        let failed = failing.start { Single.zip(good.asSingle(), bad.asSingle()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(failed.events, [.error(210, failure)])
        XCTAssertEqual(good.subscriptions, [Subscription(200, 210)])

        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single.zip([Single.just(1), .just(2)]).asObservable() }.events, [.next(200, [1, 2]), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Single.zip([Single<Int>]()).asObservable() }.events, [.next(200, []), .completed(200)])
    }

    func testTimeoutFailsOrSwitchesToTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(20), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let switching = TestScheduler(initialClock: 0)
        let slow = switching.createColdObservable([.next(50, 1), .completed(50)])
        let other = switching.start { slow.asSingle().timeout(.seconds(20), other: .just(9), scheduler: switching).asObservable() }
        XCTAssertEqual(other.events, [.next(220, 9), .completed(220)])
    }

    func testDelayObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        // As RxSwift's: the completion is sent in a scheduled action of its own, a tick after the value.
        XCTAssertEqual(scheduler.start { xs.asSingle().delay(.seconds(5), scheduler: scheduler).asObservable() }.events, [.next(215, 1), .completed(216)])

        let observing = TestScheduler(initialClock: 0)
        let ys = observing.createColdObservable([.next(10, 1), .completed(10)])
        // RxSwift's ObserveOnSink schedules one action per event: the completion a tick after the value.
        XCTAssertEqual(observing.start { ys.asSingle().observe(on: observing).asObservable() }.events, [.next(211, 1), .completed(212)])

        let subscribing = TestScheduler(initialClock: 0)
        let zs = subscribing.createColdObservable([.next(10, 1), .completed(10)])
        XCTAssertEqual(subscribing.start { zs.asSingle().subscribe(on: subscribing).asObservable() }.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(zs.subscriptions, [Subscription(201, 211)])
    }

    func testDoRunsItsSideEffectsInOrder() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("success \($0)") }, afterSuccess: { log.append("after \($0)") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
            .subscribe(onSuccess: { log.append("got \($0)") })
        XCTAssertEqual(log, ["subscribe", "success 1", "got 1", "after 1", "subscribed", "dispose"])
    }

    func testDisposingBeforeTheOutcomeUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start(disposed: 250) { xs.asSingle().map { $0 }.asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
