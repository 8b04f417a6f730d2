import Signals
import SignalsTest
import XCTest

/// `Completable`: creation, subscribing, `asCompletable()`, `andThen` into every trait, and `zip`.
final class CompletableTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    func testCreateReportsTheFirstOutcomeAndSubscribeClosures() {
        let completable = Completable.create { completable in
            completable(.completed)
            completable(.error(TestError(code: 2)))
            return Disposables.create()
        }
        var log: [String] = []
        _ = completable.subscribe(onCompleted: { log.append("completed") }, onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        _ = Completable.error(failure).subscribe { event in
            if case .error(let error) = event { log.append("event error \(error)") }
        }
        XCTAssertEqual(log, ["completed", "disposed", "event error \(failure)"])
    }

    func testAsCompletableDropsValuesAndKeepsTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.asCompletable().asObservable() }.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(230, failure)])
        XCTAssertEqual(failing.start { ys.asCompletable().asObservable() }.events, [.error(230, failure)])
    }

    func testAndThenSingleRunsTheSecondAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asSingle()).asObservable() }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testAndThenSkipsTheSecondOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.error(10, failure)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.next(20, 5), .completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asMaybe()).asObservable() }
        XCTAssertEqual(res.events, [.error(210, failure)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenCompletableAndObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let second = scheduler.createColdObservable([.completed(5)] as [Recorded<Event<Never>>])
        let values = scheduler.createColdObservable([.next(1, "a"), .next(2, "b"), .completed(3)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()).andThen(values.asObservable()) }
        XCTAssertEqual(res.events, [.next(216, "a"), .next(217, "b"), .completed(218)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 215)])
        XCTAssertEqual(values.subscriptions, [Subscription(215, 218)])
    }

    func testZipCompletesWhenAllHaveAndFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let b = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        XCTAssertEqual(scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }.events, [.completed(230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])

        let failing = TestScheduler(initialClock: 0)
        let c = failing.createColdObservable([.error(10, failure)] as [Recorded<Event<Never>>])
        let d = failing.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        XCTAssertEqual(failing.start { Completable.zip(c.asCompletable(), d.asCompletable()).asObservable() }.events, [.error(210, failure)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.zip([Completable]()).asObservable() }.events, [.completed(200)])
    }

    func testMergeRunsAllAtOnceAndConcatOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let b = scheduler.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        XCTAssertEqual(scheduler.start { Completable.merge(a.asCompletable(), b.asCompletable()).asObservable() }.events, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])

        let sequential = TestScheduler(initialClock: 0)
        let c = sequential.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
        let d = sequential.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        XCTAssertEqual(sequential.start { Completable.concat(c.asCompletable(), d.asCompletable()).asObservable() }.events, [.completed(240)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(d.subscriptions, [Subscription(210, 240)], "the second starts when the first completed")

        let failing = TestScheduler(initialClock: 0)
        let e = failing.createColdObservable([.error(10, failure)] as [Recorded<Event<Never>>])
        let f = failing.createColdObservable([.completed(30)] as [Recorded<Event<Never>>])
        XCTAssertEqual(failing.start { Completable.concat([e.asCompletable(), f.asCompletable()]).asObservable() }.events, [.error(210, failure)])
        XCTAssertEqual(f.subscriptions, [], "an error skips the rest")
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.merge([Completable]()).asObservable() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Completable.concat([Completable]()).asObservable() }.events, [.completed(200)])
    }

    func testDoCatchAndRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, failure)] as [Recorded<Event<Never>>])
        var errors = 0
        let res = scheduler.start {
            xs.asCompletable().do(onError: { _ in errors += 1 }).retry(2).catch { _ in .empty() }.asObservable()
        }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(errors, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }
}
