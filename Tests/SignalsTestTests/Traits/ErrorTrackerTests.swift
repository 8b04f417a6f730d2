import Foundation
import Signals
import SignalsTest
import XCTest

/// `ErrorTracker` and `trackError` in virtual time and under many threads failing at once.
final class ErrorTrackerTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    /// Records the tracker's errors (as `TestError`s) from time 0.
    private func record(_ tracker: ErrorTracker, on scheduler: TestScheduler, bag: DisposeBag) -> TestableObserver<TestError> {
        let observer = scheduler.createObserver(TestError.self)
        scheduler.scheduleAt(0) { tracker.asObservable().map { $0 as? TestError ?? TestError(code: -1) }.subscribe(observer).disposed(by: bag) }
        return observer
    }

    func testTheErrorReachesTheTrackerAndStillEndsTheWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let tracker = ErrorTracker()
        let bag = DisposeBag()
        let errors = record(tracker, on: scheduler, bag: bag)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(30, failure)])
        let res = scheduler.start { xs.trackError(tracker) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, failure)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(errors.events, [.next(230, failure)])
    }

    func testValuesAndCompletionSendNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let tracker = ErrorTracker()
        let bag = DisposeBag()
        let errors = record(tracker, on: scheduler, bag: bag)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let res = scheduler.start { xs.trackError(tracker) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(errors.events, [])
    }

    func testEachFailingPieceOfWorkIsReportedAndAChainCanRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let tracker = ErrorTracker()
        let bag = DisposeBag()
        let errors = record(tracker, on: scheduler, bag: bag)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start {
            taps.flatMap { tap -> Observable<Int> in
                let work: Single<Int> = tap == 2 ? .just(tap) : .error(TestError(code: tap))
                return work.trackError(tracker).asObservable().catch { _ in .empty() }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(errors.events, [.next(210, TestError(code: 1)), .next(230, TestError(code: 3))])
    }

    func testAsDriverDeliversTheErrorsOnTheMainThread() {
        let tracker = ErrorTracker()
        var received: [TestError] = []
        let bag = DisposeBag()
        tracker.asDriver().drive(onNext: { received.append($0 as? TestError ?? TestError(code: -1)) }).disposed(by: bag)
        _ = Completable.error(failure).trackError(tracker).subscribe()
        XCTAssertEqual(received, [failure])
    }

    func testTheTrackerCompletesWhenDeallocated() {
        var tracker: ErrorTracker? = ErrorTracker()
        var completed = false
        let subscription = tracker?.asObservable().subscribe(onCompleted: { completed = true })
        tracker = nil
        XCTAssertTrue(completed)
        subscription?.dispose()
    }

    /// 8 threads × 250 failing pieces of work: every error reaches the subscriber exactly once.
    func testEveryErrorFromManyThreadsIsDeliveredOnce() {
        let tracker = ErrorTracker()
        let codes = Locked<[Int]>([])
        let subscription = tracker.asObservable().subscribe(onNext: { error in
            codes.mutate { $0.append((error as? TestError)?.code ?? -1) }
        })
        runOnThreads(8) { thread in
            for index in 0..<250 {
                let work = Single<Int>.create { single in
                    DispatchQueue.global().async { single(.failure(TestError(code: thread * 1000 + index))) }
                    return Disposables.create()
                }
                let done = DispatchSemaphore(value: 0)
                _ = work.trackError(tracker).subscribe(onFailure: { _ in done.signal() })
                done.wait()
            }
        }
        let expected = (0..<8).flatMap { thread in (0..<250).map { thread * 1000 + $0 } }
        XCTAssertEqual(codes.value.sorted(), expected)
        subscription.dispose()
    }

    func testAsSignalSendsEachErrorToWhoeverIsSubscribedAndReplaysNothingToALateSubscriber() {
        onTraitScheduler { scheduler in
            let tracker = ErrorTracker()
            let signal: Signal<Swift.Error> = tracker.asSignal()
            let codes = signal.asObservable().map { ($0 as? TestError)?.code ?? -1 }
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(codes, first, at: 200, on: scheduler)
            subscribe(codes, late, at: 225, on: scheduler)
            for (time, code) in [(210, 1), (230, 2)] {
                scheduler.scheduleAt(time) { _ = Observable<Int>.error(TestError(code: code)).trackError(tracker).subscribe { _ in } }
            }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(231, 2)])
            XCTAssertEqual(late.events, [.next(231, 2)], "the error at 210 is not replayed")
        }
    }
}
