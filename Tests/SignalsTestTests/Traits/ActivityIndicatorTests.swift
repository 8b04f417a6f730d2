import Foundation
import Signals
import SignalsTest
import XCTest

/// `ActivityIndicator` and `trackActivity` in virtual time (each value and when it arrives, each
/// tracked subscription) and under many threads tracking work at once.
final class ActivityIndicatorTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    /// Records `indicator`'s values from time 100 to the end of the run.
    private func record(_ indicator: ActivityIndicator, on scheduler: TestScheduler) -> TestableObserver<Bool> {
        let observer = scheduler.createObserver(Bool.self)
        let subscription = Locked<Disposable?>(nil)
        scheduler.scheduleAt(100) { subscription.value = indicator.asObservable().subscribe(observer) }
        scheduler.scheduleAt(2000) { subscription.value?.dispose() }
        return observer
    }

    func testIsTrueFromTheSubscriptionToTheEndOfTrackedWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let loading = record(indicator, on: scheduler)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.trackActivity(indicator) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(loading.events, [.next(100, false), .next(200, true), .next(220, false)])
    }

    func testOverlappingWorkKeepsItTrueUntilTheLastEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let loading = record(indicator, on: scheduler)
        let first = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Int>>])
        let second = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Int>>])
        let third = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { first.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        scheduler.scheduleAt(210) { second.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        scheduler.scheduleAt(300) { third.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(loading.events, [.next(100, false), .next(200, true), .next(250, false), .next(300, true), .next(310, false)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testAnErrorOrDisposalEndsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let loading = record(indicator, on: scheduler)
        let failing = scheduler.createColdObservable([.error(30, failure)] as [Recorded<Event<Int>>])
        let endless = scheduler.createColdObservable([.next(10, 1)])
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { failing.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        let res = scheduler.start(disposed: 400) { endless.trackActivity(indicator) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(endless.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(loading.events, [.next(100, false), .next(200, true), .next(400, false)])
    }

    func testALateSubscriberGetsTheCurrentState() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let xs = scheduler.createColdObservable([.completed(100)] as [Recorded<Event<Int>>])
        let late = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { xs.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        scheduler.scheduleAt(250) { indicator.asObservable().subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(250, true), .next(300, false)])
    }

    func testTrackingASingleKeepsItASingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let loading = record(indicator, on: scheduler)
        let xs = scheduler.createColdObservable([.next(40, "saved"), .completed(40)])
        let tracked: Single<String> = xs.asSingle().trackActivity(indicator)
        let res = scheduler.start { tracked.asObservable() }
        XCTAssertEqual(res.events, [.next(240, "saved"), .completed(240)])
        XCTAssertEqual(loading.events, [.next(100, false), .next(200, true), .next(240, false)])
        let completable: Completable = Completable.empty().trackActivity(indicator)
        _ = completable.subscribe()
    }

    func testAsDriverDeliversTheSameValuesOnTheMainThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let indicator = ActivityIndicator()
        let observer = scheduler.createObserver(Bool.self)
        var onMain: [Bool] = []
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            indicator.asDriver().drive(onNext: { value in
                onMain.append(Thread.isMainThread)
                observer.onNext(value)
            }).disposed(by: bag)
        }
        let xs = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Int>>])
        scheduler.scheduleAt(200) { xs.trackActivity(indicator).subscribe { _ in }.disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(100, false), .next(200, true), .next(230, false)])
        XCTAssertEqual(onMain, [true, true, true])
    }

    /// 8 threads each track 400 pieces of work that complete, fail, or are disposed by another thread
    /// mid-way: the indicator ends `false` for every subscriber, never repeats a value, and the count
    /// is exactly back at zero (new work makes it `true` again, and its end `false`).
    func testManyThreadsTrackingOverlappingWorkEndFalseAndNeverNegative() {
        let indicator = ActivityIndicator()
        let values = Locked<[Bool]>([])
        let subscription = indicator.asObservable().subscribe(onNext: { value in values.mutate { $0.append(value) } })
        let failure = failure
        runOnThreads(8) { thread in
            for index in 0..<400 {
                switch (thread + index) % 3 {
                case 0:
                    _ = Observable.just(index).trackActivity(indicator).subscribe()
                case 1:
                    _ = Observable<Int>.error(failure).trackActivity(indicator).subscribe()
                default:
                    let work = PublishSubject<Int>().trackActivity(indicator).subscribe()
                    let done = DispatchSemaphore(value: 0)
                    DispatchQueue.global().async {
                        work.dispose()
                        done.signal()
                    }
                    done.wait()
                }
            }
        }
        let seen = values.value
        XCTAssertEqual(seen.first, false)
        XCTAssertEqual(seen.last, false)
        XCTAssertTrue(zip(seen, seen.dropFirst()).allSatisfy { $0 != $1 }, "a value repeated")
        XCTAssertGreaterThan(seen.count, 1)

        let more = PublishSubject<Int>()
        let tracked = more.trackActivity(indicator).subscribe()
        XCTAssertEqual(values.value.last, true)
        more.onCompleted()
        XCTAssertEqual(values.value.last, false)
        tracked.dispose()
        subscription.dispose()
    }

    /// The same from the main thread's side: a `Driver` subscriber sees `false` once the threads are done.
    func testDriverEndsFalseAfterConcurrentWork() {
        let indicator = ActivityIndicator()
        let latest = Locked<[Bool]>([])
        let bag = DisposeBag()
        indicator.asDriver().drive(onNext: { value in latest.mutate { $0.append(value) } }).disposed(by: bag)
        runOnThreads(4) { _ in
            for _ in 0..<250 { _ = Observable.just(1).delay(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).trackActivity(indicator).subscribe() }
        }
        runMainQueue(until: { latest.value.last == false && latest.value.count > 1 })
        XCTAssertEqual(latest.value.first, false)
        XCTAssertTrue(latest.value.contains(true))
        XCTAssertEqual(latest.value.last, false)
    }

    func testItIsASharedSequenceConvertibleToADriver() {
        onTraitScheduler { scheduler in
            let indicator = ActivityIndicator()
            let work = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Int>>])
            let label = Driver<String>.combineLatest(indicator, Driver.just("idle")) { busy, text in busy ? "busy" : text }
            scheduler.scheduleAt(210) { _ = work.trackActivity(indicator).subscribe { _ in } }
            let res = scheduler.start { label }
            XCTAssertEqual(res.events, [.next(201, "idle"), .next(211, "busy"), .next(231, "idle")])
        }
    }

    /// The trait operators and `drive` on the indicator itself build on its `Driver` (the main
    /// thread, one hop), not on its any-thread `asObservable()`: the same values, at the same times,
    /// as `indicator.asDriver().map`.
    func testItsTraitOperatorsBuildOnItsDriver() {
        onTraitScheduler { scheduler in
            let indicator = ActivityIndicator()
            let work = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Int>>])
            let idle: Driver<Bool> = indicator.map { !$0 }
            let viaDriver: Driver<Bool> = indicator.asDriver().map { !$0 }
            let driven = scheduler.createObserver(Bool.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(100) { indicator.drive(driven).disposed(by: bag) }
            scheduler.scheduleAt(210) { _ = work.trackActivity(indicator).subscribe { _ in } }
            let expected = scheduler.createObserver(Bool.self)
            scheduler.scheduleAt(150) { viaDriver.drive(expected).disposed(by: bag) }
            let res = scheduler.start { idle }
            // Late subscribers get the replay at once, as RxCocoa's Driver (the share is after the hop).
            XCTAssertEqual(res.events, [.next(200, true), .next(211, false), .next(231, true)])
            XCTAssertEqual(driven.events, [.next(101, false), .next(211, true), .next(231, false)])
            XCTAssertEqual(expected.events, [.next(150, true), .next(211, false), .next(231, true)])
        }
    }
}
