import Signals
import SignalsTest
import XCTest

/// `retry()`, `retry(_:)`, `retry(when:)` and `Observable.catch(_ sequence:)` in virtual time: each
/// attempt shows up as one more subscription of the source.
final class RetryTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    func testRetryCountResubscribesAndFailsWithTheLastAttemptsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, failure)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testRetryCountPassesCompletionWithoutRetrying() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRetryOneAttemptIsTheSourceAndZeroCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        let once = scheduler.start { xs.retry(1) }
        XCTAssertEqual(once.events, [.next(210, 1), .error(220, failure)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let never = TestScheduler(initialClock: 0)
        let ys = never.createColdObservable([.next(10, 1), .error(20, failure)])
        XCTAssertEqual(never.start { ys.retry(0) }.events, [.completed(200)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testNegativeRetryCountFailsWithArgumentOutOfRangeWithoutSubscribing() {
        // RxSwift stops the process (`repeatElement` with a negative count); Signals fails as `take(-1)` does.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        XCTAssertEqual(scheduler.start { xs.retry(-1) }.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(xs.subscriptions, [])
        let single = TestScheduler(initialClock: 0)
        let ys = single.createColdObservable([.next(10, 1), .completed(20)])
        XCTAssertEqual(single.start { ys.asSingle().retry(-1) }.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testRetryForeverIsDisposedMidRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        let res = scheduler.start(disposed: 245) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 245)])
    }

    func testRetryOfASynchronousFailureLoopsWithoutRecursion() {
        var attempts = 0
        let source = Observable<Int>.deferred { () -> Observable<Int> in
            attempts += 1
            return .error(TestError(code: attempts))
        }
        var events: [Event<Int>] = []
        _ = source.retry(50_000).subscribe { events.append($0) }
        XCTAssertEqual(attempts, 50_000)
        XCTAssertEqual(events, [.error(TestError(code: 50_000))])
    }

    // MARK: retry(when:)

    func testRetryWhenResubscribesOnEachNotifierValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, failure)])
        let res = scheduler.start(disposed: 295) { xs.retry(when: { errors in errors }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 1), .next(270, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290), Subscription(290, 295)])
    }

    func testRetryWhenWaitsForTheNotifierAndCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        let trigger = scheduler.createHotObservable([.next(250, "go"), .completed(300)])
        let res = scheduler.start { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testRetryWhenFailsWithTheNotifiersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, failure)])
        let trigger = scheduler.createHotObservable([.error(300, TestError(code: 7), String.self)])
        let res = scheduler.start { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError(code: 7))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 300)])
    }

    func testRetryWhenNotifierEndingWhileTheSourceRunsActsOnlyAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        // The notifier completes at 210, while the source runs: the source still completes at 250.
        let completing = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let early = scheduler.createHotObservable([.completed(210, Int.self)])
        let res = scheduler.start { completing.retry(when: { _ in early }) }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 250)])
        // The notifier fails at 230 while the source runs: its error ends the sequence at the failure.
        let failing = scheduler.createColdObservable([.next(10, 1), .error(60, failure)])
        let failingEarly = scheduler.createHotObservable([.error(1_230, TestError(code: 7), Int.self)])
        let ended = scheduler.start(created: 1_000, subscribed: 1_200, disposed: 2_000) {
            failing.retry(when: { _ in failingEarly })
        }
        XCTAssertEqual(ended.events, [.next(1_210, 1), .error(1_260, TestError(code: 7))])
        XCTAssertEqual(failing.subscriptions, [Subscription(1_200, 1_260)])
    }

    func testRetryWhenDropsNotifierValuesWhileTheSourceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .error(60, failure)])
        let trigger = scheduler.createHotObservable([.next(230, "early"), .next(300, "go")])
        let res = scheduler.start(disposed: 340) { xs.retry(when: { _ in trigger }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .next(310, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260), Subscription(300, 340)])
    }

    func testRetryWhenNotifierSeesEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(20, failure, Int.self)])
        var seen: [Error] = []
        let res = scheduler.start(disposed: 250) {
            xs.retry(when: { errors in errors.map { error -> Int in seen.append(error); return 0 } })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(seen.count, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    // MARK: Observable.catch(sequence)

    func testCatchSequenceMovesOnAfterEachFailureUntilOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, failure)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError(code: 2))])
        let zs = scheduler.createColdObservable([.next(5, 3), .completed(15)])
        let res = scheduler.start { Observable.catch([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(245, 3), .completed(255)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(240, 255)])
    }

    func testCatchSequenceFailsWithTheLastErrorAndEmptyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, failure, Int.self)])
        let ys = scheduler.createColdObservable([.error(10, TestError(code: 2), Int.self)])
        let res = scheduler.start { Observable.catch([xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.error(220, TestError(code: 2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 220)])

        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable<Int>.catch([]) }.events, [.completed(200)])
    }

    // MARK: releasing failed attempts

    /// A source whose every subscription gets a fresh subject (kept in `latest`) behind a `map`, so
    /// each live attempt holds one sink that `Resources.total` counts.
    private final class Attempts {
        var latest: PublishSubject<Int>?
        lazy var source = Observable<Int>.deferred { [unowned self] () -> Observable<Int> in
            let subject = PublishSubject<Int>()
            latest = subject
            return subject.asObservable()
        }.map { $0 }
    }

    func testRetryReleasesEachFailedAttempt() {
        let attempts = Attempts()
        let subscription = attempts.source.retry().subscribe { _ in }
        attempts.latest?.on(.error(failure))
        let total = Resources.total
        for _ in 0..<10 { attempts.latest?.on(.error(failure)) }
        XCTAssertEqual(Resources.total, total)
        subscription.dispose()
    }

    func testRetryWhenReleasesEachFailedAttempt() {
        let attempts = Attempts()
        let subscription = attempts.source.retry(when: { errors in errors }).subscribe { _ in }
        attempts.latest?.on(.error(failure))
        let total = Resources.total
        for _ in 0..<10 { attempts.latest?.on(.error(failure)) }
        XCTAssertEqual(Resources.total, total)
        subscription.dispose()
    }
}
