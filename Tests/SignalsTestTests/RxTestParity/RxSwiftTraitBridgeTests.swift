import Foundation
import Signals
import SignalsTest
import XCTest

/// RxSwift 6's `Observable.first()` (a `Single<Element?>`), `asCompletable()` on an observable of
/// `Never`, and the async bridges' behaviour in a cancelled task, written as RxSwift's tests write them.
final class RxSwiftTraitBridgeTests: LeakCheckingTestCase {
    private let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)

    // MARK: first()

    func testFirstOfAnEmptySequenceIsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, testError)])
        let res: TestableObserver<Int> = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEqual(res.events, [.next(250, -1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFirstTakesTheFirstValueAndLetsGoOfTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.first().map { $0 ?? -1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstPassesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)])
        let res = scheduler.start { xs.first() }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testFirstIsASingleOfAnOptional() {
        var outcomes: [SingleEvent<Int?>] = []
        _ = Observable.of(1, 2).first().subscribe { outcomes.append($0) }
        _ = Observable<Int>.empty().first().subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.success(1), .success(nil)])
    }

    // MARK: asCompletable() on Observable<Never>

    func testAsCompletableOfAnObservableOfNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = Completable.empty()
        let x2: TestableObservable<Never> = scheduler.createHotObservable([.completed(290)])
        let res = scheduler.start { x1.andThen(x2.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(290)])

        var completed = false
        _ = Observable<Never>.empty().asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        var events: [CompletableEvent] = []
        _ = Observable<Never>.error(testError).asCompletable().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    func testAsCompletableInfersAnObservableOfNeverFromItsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(20)]).asCompletable()
        let res = scheduler.start { xs.timeout(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(205, RxError.timeout)])

        let hot = TestScheduler(initialClock: 0)
        let ys = hot.createHotObservable([.completed(250, Never.self), .error(260, testError)])
        XCTAssertEqual(hot.start { ys.asCompletable() }.events, [.completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: async bridges in a cancelled task

    /// Runs `body` in a task cancelled before it starts, and returns what it returned or threw.
    private func inCancelledTask<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async -> Result<T, Error> {
        let task = Task {
            while !Task.isCancelled { await Task.yield() }
            return try await body()
        }
        task.cancel()
        return await task.result
    }

    func testMaybeAndCompletableValueReturnInACancelledTaskWhenTheyEndedAtOnce() async {
        let maybe = await inCancelledTask { try await Maybe<Int>.empty().value }
        XCTAssertNil(try maybe.get())
        let just = await inCancelledTask { try await Maybe.just(3).value }
        XCTAssertEqual(try just.get(), 3)
        let completable = await inCancelledTask { try await Completable.empty().value }
        XCTAssertNoThrow(try completable.get())
    }

    func testTraitValuesThrowCancellationWhenCancelledWhileWaiting() async {
        let single = await inCancelledTask { try await Single<Int>.never().value }
        XCTAssertThrowsError(try single.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        let maybe = await inCancelledTask { try await Maybe<Int>.never().value }
        XCTAssertThrowsError(try maybe.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        let completable = await inCancelledTask { try await Completable.never().value }
        XCTAssertThrowsError(try completable.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    func testLoopingOverValuesInACancelledTaskThrowsCancellationError() async {
        let subject = PublishSubject<Int>()
        let result = await inCancelledTask {
            var seen: [Int] = []
            for try await value in subject.values { seen.append(value) }
            return seen
        }
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        XCTAssertFalse(subject.hasObservers)
    }

    func testCancellingALoopOverValuesWhileItWaitsThrowsCancellationError() async throws {
        let subject = PublishSubject<Int>()
        let task = Task {
            var seen: [Int] = []
            for try await value in subject.values { seen.append(value) }
            return seen
        }
        while !subject.hasObservers { await Task.yield() }
        subject.onNext(1)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        for _ in 0..<1_000 where subject.hasObservers { try await Task.sleep(nanoseconds: 1_000_000) }
        XCTAssertFalse(subject.hasObservers)
    }

    func testAValuesLoopThatEndsBeforeCancellationEndsNormally() async throws {
        let result = await inCancelledTask {
            var seen: [Int] = []
            for try await value in Observable.of(1, 2).values { seen.append(value) }
            return seen
        }
        XCTAssertEqual(try result.get(), [1, 2])
    }
}
