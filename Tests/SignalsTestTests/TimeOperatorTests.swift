import Signals
import SignalsBlocking
import SignalsTest
import XCTest

final class TimeOperatorTests: LeakCheckingTestCase {
    // MARK: debounce

    func testDebounceEmitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(260, 4), .next(330, 5), .completed(340),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(280, 4), .next(340, 5), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testDebounceDropsThePendingValueOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(code: 1))])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, TestError(code: 1))])
    }

    func testDebounceDisposalCancelsItsTimer() {
        assertDisposalCancelsTimers { $0.debounce(.seconds(20), scheduler: $1) }
    }

    // MARK: throttle

    func testThrottleLatestEmitsFirstThenTheLatestOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(240, 4), .next(300, 5), .completed(310),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(250, 4), .next(300, 5), .completed(310)])
    }

    func testThrottleWithoutLatestDropsValuesInsideTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(220, 3), .next(240, 4), .next(300, 5), .completed(310),
        ])
        let res = scheduler.start { xs.throttle(.seconds(20), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 4), .next(300, 5), .completed(310)])
    }

    func testThrottleCompletesAfterTheWaitingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(230)])
        // The source is let go of when it completes, not when the waiting value is sent (RxSwift).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testThrottleDisposalCancelsItsTimer() {
        assertDisposalCancelsTimers { $0.throttle(.seconds(20), scheduler: $1) }
    }

    // MARK: delay

    func testDelayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(221, 3), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .next(236, 3), .completed(245)])
        // The source is let go of when it completes, not when its completion is delivered (RxSwift).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayForwardsErrorsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, TestError(code: 2))])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(215, TestError(code: 2))])
    }

    /// As RxSwift's: one scheduled action per event, each scheduled, once the one before it was sent,
    /// for what is left of its delay; so events that came together are sent one tick apart on a
    /// `TestScheduler` (which runs work due now at the next tick), and a `Single`'s completion comes
    /// a tick after its value.
    func testDelaySendsEventsThatCameTogetherInActionsOfTheirOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(215, 3), .completed(240)])
        let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(231, 2), .next(235, 3), .completed(260)])
        let single = TestScheduler(initialClock: 0)
        XCTAssertEqual(single.start { Single.just(1).delay(.seconds(2), scheduler: single) }.events, [.next(202, 1), .completed(203)])
    }

    func testDelayDisposalCancelsItsTimers() {
        assertDisposalCancelsTimers { $0.delay(.seconds(20), scheduler: $1) }
    }

    // MARK: timeout

    func testTimeoutFailsWhenTheGapIsTooLong() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(260, 3)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testTimeoutCountsTheFirstValueFromSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(220, RxError.timeout)])
    }

    func testTimeoutSwitchesToTheOtherSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let other = scheduler.createColdObservable([.next(5, 100), .completed(10)])
        let res = scheduler.start { xs.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 100), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 240)])
    }

    func testTimeoutPassesTerminalEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let res = scheduler.start { xs.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(215)])
    }

    func testTimeoutDisposalCancelsItsTimer() {
        assertDisposalCancelsTimers { $0.timeout(.seconds(20), scheduler: $1) }
    }

    // MARK: interval and timer

    func testIntervalTicksEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6),
        ])
    }

    func testOneShotTimerEmitsZeroThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .completed(250)])
    }

    func testPeriodicTimerStartsAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) { Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3)])
    }

    func testIntervalWithANegativePeriodFailsWithArgumentOutOfRange() {
        for period in [RxTimeInterval.seconds(-1), .milliseconds(-300), .nanoseconds(-1)] {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.interval(period, scheduler: scheduler) }
            XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)], "\(period)")
        }
    }

    func testPeriodicTimerWithANegativePeriodFailsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(50), period: .seconds(-1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    /// A period of zero is a timer that fires as often as the scheduler can, as in RxSwift: on a
    /// `TestScheduler` (which runs work due now at the next tick) once a tick.
    func testIntervalWithAPeriodOfZeroTicksEveryVirtualTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
        let timer = TestScheduler(initialClock: 0)
        let timerRes = timer.start(disposed: 253) { Observable<Int>.timer(.seconds(50), period: .seconds(0), scheduler: timer) }
        XCTAssertEqual(timerRes.events, [.next(250, 0), .next(251, 1), .next(252, 2)])
    }

    func testIntervalWithAPeriodOfZeroOnADispatchQueueRepeats() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval.zero")
        let values = try Observable<Int>.interval(.seconds(0), scheduler: scheduler)
            .take(while: { $0 < 10 }).toBlocking(timeout: 10).toArray()
        XCTAssertEqual(values, Array(0..<10))
    }

    func testTimerWithANegativeDueTimeFiresAtOnceAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Observable<Int>.timer(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(once.events, [.next(201, 0), .completed(201)])
        let periodic = TestScheduler(initialClock: 0)
        let ticks = periodic.start(disposed: 450) { Observable<Int>.timer(.seconds(-5), period: .seconds(100), scheduler: periodic) }
        XCTAssertEqual(ticks.events, [.next(201, 0), .next(301, 1), .next(401, 2)])
    }

    func testIntervalWithANegativePeriodOnADispatchQueueFailsInsteadOfStoppingTheProcess() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval.negative")
        XCTAssertThrowsError(try Observable<Int>.interval(.seconds(-1), scheduler: scheduler).toBlocking(timeout: 5).first()) {
            XCTAssertEqual($0 as? RxError, .argumentOutOfRange)
        }
        XCTAssertThrowsError(try Observable<Int>.timer(.seconds(1), period: .seconds(-1), scheduler: scheduler).toBlocking(timeout: 5).first()) {
            XCTAssertEqual($0 as? RxError, .argumentOutOfRange)
        }
        XCTAssertEqual(try Observable<Int>.timer(.seconds(-1), scheduler: scheduler).toBlocking(timeout: 5).toArray(), [0])
    }

    func testIntervalDisposalCancelsItsTimer() {
        assertDisposalCancelsTimers { _, scheduler in Observable<Int>.interval(.seconds(5), scheduler: scheduler) }
    }

    func testTimerDisposalCancelsItsTimer() {
        assertDisposalCancelsTimers { _, scheduler in Observable<Int>.timer(.seconds(5), scheduler: scheduler) }
    }

    // MARK: helpers

    /// Subscribes the operator, sends values so that timers are pending, disposes, and checks that
    /// nothing is retained (the pending timers dropped their closures) and nothing fires later.
    private func assertDisposalCancelsTimers(
        _ apply: (Observable<Int>, TestScheduler) -> Observable<Int>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = Resources.total
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        do {
            let source = PublishSubject<Int>()
            let subscription = apply(source.asObservable(), scheduler).subscribe(observer)
            scheduler.advanceTo(10)
            source.onNext(1)
            scheduler.advanceTo(11)  // throttle: the first value goes out, the next one waits
            source.onNext(2)
            source.onNext(3)
            subscription.dispose()
            XCTAssertFalse(source.hasObservers, "disposal releases the source", file: file, line: line)
        }
        let emittedBeforeDisposal = observer.events
        XCTAssertEqual(Resources.total, before, "a cancelled timer kept the chain alive", file: file, line: line)
        scheduler.start()
        XCTAssertEqual(observer.events, emittedBeforeDisposal, "a timer fired after disposal", file: file, line: line)
    }
}
