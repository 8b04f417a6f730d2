import Signals
import SignalsTest
import XCTest

struct TestError: Error, Equatable {
    let code: Int
}

final class TestSchedulerTests: LeakCheckingTestCase {
    func testHotObservableSendsAtRecordedTimesAndRecordsSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(300, 3),
            .completed(400),
            .next(410, 5),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(300, 6), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testDisposalAtTheDisposedTimeStopsEventsAndIsRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2), .next(900, 3)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 600) { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(500, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testColdObservableTimesAreRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) { xs.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(215) { xs.subscribe(second).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
        XCTAssertEqual(second.events, [.next(225, "a"), .next(235, "b"), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 130), Subscription(215, 245)])
    }

    func testErrorsCompareByValueWhenEquatable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(code: 7))])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(code: 7))])
        XCTAssertNotEqual(res.events, [.next(210, 1), .error(220, TestError(code: 8))])
        XCTAssertNotEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testNonEquatableErrorsCompareByTypeAndDescription() {
        struct Plain: Error { let reason: String }
        XCTAssertEqual(Event<Int>.error(Plain(reason: "x")), .error(Plain(reason: "x")))
        XCTAssertNotEqual(Event<Int>.error(Plain(reason: "x")), .error(Plain(reason: "y")))
        XCTAssertNotEqual(Event<Int>.error(Plain(reason: "x")), .error(TestError(code: 0)))
    }

    func testAdvanceToRunsDueWorkAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(20) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
        scheduler.advanceTo(20)
        XCTAssertEqual(ran, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.start()
        XCTAssertEqual(ran, [10, 20, 30])
    }

    func testAdvanceToWithNothingScheduledSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(100)
        XCTAssertEqual(scheduler.clock, 100, "RxTest's advanceTo sets the clock even when nothing is due")
        var ran: [TestTime] = []
        scheduler.scheduleAt(50) { ran.append(scheduler.clock) }
        scheduler.advanceTo(100)
        XCTAssertEqual(ran, [100], "time 50 is in the past: it runs at once, at the current time, as in RxTest")
        XCTAssertEqual(scheduler.clock, 100)
    }

    func testAdvanceToPastTheLastWorkSetsTheClockToTheTarget() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.advanceTo(100)
        XCTAssertEqual(ran, [10])
        XCTAssertEqual(scheduler.clock, 100)
        scheduler.scheduleAt(50) { ran.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(ran, [10, 100], "work for a past time runs at the current time, as in RxTest")
    }

    func testAdvanceToStoppedByItsWorkStillSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock); scheduler.stop() }
        scheduler.scheduleAt(20) { ran.append(scheduler.clock) }
        scheduler.advanceTo(30)
        XCTAssertEqual(ran, [10], "stop() ends the run after the work running now")
        XCTAssertEqual(scheduler.clock, 30, "as RxTest's, the clock is at the target afterwards")
        scheduler.start()
        XCTAssertEqual(ran, [10, 30], "the work left behind is overdue: it runs at once, at the current time")
    }

    func testStartAfterAdvanceToKeepsTheClockAndSleepMovesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(100)
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 100, "start() with nothing to run leaves the clock where it is")
        scheduler.sleep(20)
        XCTAssertEqual(scheduler.clock, 120)
        var ran: [TestTime] = []
        scheduler.scheduleAt(110) { ran.append(scheduler.clock) }
        scheduler.advanceTo(121)
        XCTAssertEqual(ran, [120], "past work runs when the clock is next driven, at the time it was at")
        XCTAssertEqual(scheduler.clock, 121)
    }

    /// Work scheduled at an absolute time is not delayed (RxTest adds its processing delay to relative
    /// scheduling only): past hot events are sent when the clock is next driven, at the current time;
    /// a subscription at 0 sees a cold event at 1; work scheduled for now, or zero ticks from now,
    /// runs at this tick. Each checked against RxTest 6.
    func testAbsoluteSchedulingRunsAtItsTimeOrAtOnceWhenPastAsInRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(100)
        let xs = scheduler.createHotObservable([.next(50, 1), .next(150, 2)])
        let observer = scheduler.createObserver(Int.self)
        let subscription = xs.subscribe(observer)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(100, 1), .next(150, 2)])
        subscription.dispose()

        let early = TestScheduler(initialClock: 0)
        let hs = early.createHotObservable([.next(-10, 1), .next(5, 2)])
        let earlyObserver = early.createObserver(Int.self)
        let earlySubscription = hs.subscribe(earlyObserver)
        early.start()
        XCTAssertEqual(earlyObserver.events, [.next(0, 1), .next(5, 2)])
        earlySubscription.dispose()

        let cold = TestScheduler(initialClock: 0)
        let ys = cold.createColdObservable([.next(1, 2), .completed(3)])
        let res = cold.start(created: 0, subscribed: 0, disposed: 1000) { ys.asObservable() }
        XCTAssertEqual(res.events, [.next(1, 2), .completed(3)])
        XCTAssertEqual(ys.subscriptions, [Subscription(0, 3)])

        let nested = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        nested.scheduleAt(10) {
            nested.scheduleAt(10) { ran.append(nested.clock) }
            nested.scheduleAt(5) { ran.append(nested.clock) }
            _ = nested.scheduleRelativeVirtual((), dueTime: 0) { _ in ran.append(nested.clock); return Disposables.create() }
            _ = nested.schedule(()) { _ in ran.append(nested.clock); return Disposables.create() }
        }
        nested.start()
        XCTAssertEqual(ran, [10, 10, 10, 11])
    }

    func testColdEventAtIntMaxSaturatesInsteadOfOverflowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(Int.max, 2)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1)], "200 + Int.max saturates at Int.max, after the disposal at 1000")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testWorkDueAfterTheEndOfTimeRunsAtIntMax() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(Int.max, "late")])
        let observer = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(5) { xs.subscribe(observer).disposed(by: bag) }
        scheduler.advanceTo(1_000_000)
        XCTAssertEqual(observer.events, [])
        scheduler.advanceTo(Int.max)
        XCTAssertEqual(observer.events, [.next(Int.max, "late")])
        scheduler.sleep(1)
        XCTAssertEqual(scheduler.clock, Int.max, "sleep saturates too")
    }

    func testHugeIntervalsConvertToTheEndOfTime() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.seconds(Int.max / 2)), Int.max)
        XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.seconds(-(Int.max / 2))), Int.min)
        XCTAssertEqual(scheduler.convertToVirtualTimeInterval(.seconds(3)), 3_000)
    }

    func testEqualTimesRunInSchedulingOrderAndStopHalts() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [String] = []
        scheduler.scheduleAt(10) { ran.append("a") }
        scheduler.scheduleAt(10) { ran.append("b"); scheduler.stop() }
        scheduler.scheduleAt(10) { ran.append("c") }
        scheduler.start()
        XCTAssertEqual(ran, ["a", "b"])
        scheduler.start()
        XCTAssertEqual(ran, ["a", "b", "c"])
    }

    func testScheduleRelativeUsesResolutionAndProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 100, resolution: 0.001)
        var ran: [TestTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in ran.append(scheduler.clock); return Disposables.create() }
        _ = scheduler.schedule(()) { _ in ran.append(scheduler.clock); return Disposables.create() }
        let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in ran.append(-1); return Disposables.create() }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(ran, [101, 150])
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 0.15, accuracy: 1e-6)
    }

    func testPeriodicSchedulingInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { count in
            ticks.append(scheduler.clock)
            return count + 1
        }
        scheduler.scheduleAt(40) { timer.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [5, 15, 25, 35])
    }

    func testAHotObservableOfManyEventsRunsInLinearTime() {
        // Each step used to scan the whole queue: 16,000 events took 7.1 s, 64,000 did not end in 100 s.
        let count = 100_000
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable((1...count).map { Recorded.next(200 + $0, $0) })
        var sum = 0
        let started = Date()
        let subscription = xs.subscribe(onNext: { sum += $0 })
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(sum, count * (count + 1) / 2)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "a quadratic queue takes minutes here")
    }

    func testRecordedDescriptionsReadWell() {
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 4).debugDescription, "next(4) @ 210")
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200 : 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    }
}
