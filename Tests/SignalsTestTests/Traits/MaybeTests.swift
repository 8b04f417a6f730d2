import Signals
import SignalsTest
import XCTest

/// `Maybe`: creation, subscribing to its three outcomes, `asMaybe()` and its operators in virtual time.
final class MaybeTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    /// Subscribes with the three closures and returns what ran, in order.
    private func outcomes<T>(_ maybe: Maybe<T>) -> [String] {
        var log: [String] = []
        _ = maybe.subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        return log
    }

    func testCreateReportsTheFirstOutcomeOnly() {
        let value = Maybe<Int>.create { maybe in
            maybe(.success(1))
            maybe(.completed)
            return Disposables.create()
        }
        XCTAssertEqual(outcomes(value), ["success 1", "disposed"])
        let nothing = Maybe<Int>.create { maybe in
            maybe(.completed)
            maybe(.success(2))
            return Disposables.create()
        }
        XCTAssertEqual(outcomes(nothing), ["completed", "disposed"])
        let failed = Maybe<Int>.create { maybe in
            maybe(.error(TestError(code: 3)))
            return Disposables.create()
        }
        XCTAssertEqual(outcomes(failed), ["error \(TestError(code: 3))", "disposed"])
    }

    func testSubscribeClosureSeesOneEvent() {
        var events: [String] = []
        _ = Maybe.just(1).subscribe { event in
            switch event {
            case .success(let value): events.append("success \(value)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        _ = Maybe<Int>.empty().subscribe { if case .completed = $0 { events.append("completed") } }
        XCTAssertEqual(events, ["success 1", "completed"])
    }

    func testSubscribeWithOwnerPassesTheOwnerAndHoldsItWeakly() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Maybe.just(1).subscribe(with: owner, onSuccess: { owner, value in owner.log.append("success \(value)") }, onDisposed: { owner in owner.log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("completed") })
        XCTAssertEqual(owner.log, ["success 1", "disposed", "completed"])

        weak var released: Owner?
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let temporary = Owner()
            released = temporary
            subscription = subject.asMaybe().subscribe(with: temporary, onSuccess: { owner, _ in owner.log.append("late") })
        }
        XCTAssertNil(released)
        subscription?.dispose()
    }

    func testAsMaybeSendsTheValueAtCompletionOrJustCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().asObservable() }.events, [.next(250, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])

        let empty = TestScheduler(initialClock: 0)
        let ys = empty.createHotObservable([.next(150, 1), .completed(250)])
        XCTAssertEqual(empty.start { ys.asMaybe().asObservable() }.events, [.completed(250)])
    }

    func testAsMaybeFailsAtTheSecondValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.asMaybe().asObservable() }.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMapCompactMapAndFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let res = scheduler.start { xs.asMaybe().map { $0 + 1 }.compactMap { $0 % 5 == 0 ? "five" : nil }.asObservable() }
        XCTAssertEqual(res.events, [.next(210, "five"), .completed(210)])

        let inner = TestScheduler(initialClock: 0)
        let ys = inner.createColdObservable([.next(10, 4), .completed(10)])
        let zs = inner.createColdObservable([.completed(5)] as [Recorded<Event<String>>])
        XCTAssertEqual(inner.start { ys.asMaybe().flatMap { _ in zs.asMaybe() }.asObservable() }.events, [.completed(215)])
        XCTAssertEqual(zs.subscriptions, [Subscription(210, 215)])
    }

    func testIfEmptyDefaultAndSwitchTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { xs.asMaybe().ifEmpty(default: 5).asObservable() }.events, [.next(210, 5), .completed(210)])

        let full = TestScheduler(initialClock: 0)
        let ys = full.createColdObservable([.next(10, 1), .completed(10)])
        XCTAssertEqual(full.start { ys.asMaybe().ifEmpty(default: 5).asObservable() }.events, [.next(210, 1), .completed(210)])

        let switching = TestScheduler(initialClock: 0)
        let zs = switching.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
        let other = switching.createColdObservable([.next(5, 9), .completed(5)])
        XCTAssertEqual(switching.start { zs.asMaybe().ifEmpty(switchTo: other.asSingle()).asObservable() }.events, [.next(215, 9), .completed(215)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 215)])
    }

    func testCatchAndReturnAndDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(10, failure)] as [Recorded<Event<Int>>])
        var log: [String] = []
        let res = scheduler.start {
            xs.asMaybe().do(onError: { _ in log.append("error") }, onCompleted: { log.append("completed") }).catchAndReturn(0).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
        XCTAssertEqual(log, ["error"])
    }

    func testSingleAsMaybeAndAsCompletable() {
        XCTAssertEqual(outcomes(Single.just(1).asMaybe()), ["success 1", "disposed"])
        var completed = false
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Maybe.just(1).asCompletable().asObservable() }.events, [.completed(200)])
    }
}
