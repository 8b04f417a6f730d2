import Signals
import SignalsTest
import XCTest

/// `Infallible`: creation, subscribing without `onError`, the conversions that take the error away,
/// and the operators that keep it infallible, in virtual time.
final class InfallibleTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    func testCreateSendsValuesAndCompletionThenNothing() {
        var disposed = false
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            return Disposables.create { disposed = true }
        }
        var log: [String] = []
        _ = infallible.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["1", "2", "|", "disposed"])
        XCTAssertTrue(disposed)
    }

    func testCreationFunctions() {
        func events(_ infallible: Infallible<Int>) -> [Recorded<Event<Int>>] {
            TestScheduler(initialClock: 0).start { infallible.asObservable() }.events
        }
        XCTAssertEqual(events(.just(1)), [.next(200, 1), .completed(200)])
        XCTAssertEqual(events(.of(1, 2)), [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(events(.from([3, 4])), [.next(200, 3), .next(200, 4), .completed(200)])
        XCTAssertEqual(events(.empty()), [.completed(200)])
        XCTAssertEqual(events(.never()), [])
        XCTAssertEqual(events(.deferred { .just(5) }), [.next(200, 5), .completed(200)])
    }

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, failure)])
        XCTAssertEqual(scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asObservable() }.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorFallbackToAndRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, failure)])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: -1)).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 9), .completed(230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 230)])

        let recovering = TestScheduler(initialClock: 0)
        let ys = recovering.createHotObservable([.error(220, TestError(code: 4))] as [Recorded<Event<Int>>])
        let recovered = recovering.start { ys.asInfallible(onErrorRecover: { error in .just((error as? TestError)?.code ?? 0) }).asObservable() }
        XCTAssertEqual(recovered.events, [.next(220, 4), .completed(220)])
    }

    func testOperatorsKeepItInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .map { $0 * 10 }
                .filter { $0 != 30 }
                .distinctUntilChanged()
                .scan(0) { $0 + $1 }
                .startWith(-1)
                .compactMap { $0 == 10 ? nil : $0 }
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(200, -1), .next(220, 30), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapAndFlatMapLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let merged = scheduler.createColdObservable([.next(15, "x"), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMap { _ in merged.asInfallible(onErrorJustReturn: "!") }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(225, "x"), .next(235, "x"), .completed(300)])
        XCTAssertEqual(merged.subscriptions, [Subscription(210, 230), Subscription(220, 240)])

        let latest = TestScheduler(initialClock: 0)
        let ys = latest.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = latest.createColdObservable([.next(15, "x"), .completed(20)])
        let switched = latest.start {
            ys.asInfallible(onErrorJustReturn: 0).flatMapLatest { _ in inner.asInfallible(onErrorJustReturn: "!") }.asObservable()
        }
        XCTAssertEqual(switched.events, [.next(235, "x"), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 240)])
    }

    func testSubscribeWithOwnerAndDoAndDistinctByComparer() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        var seen: [Int] = []
        _ = Infallible.of(1, 3, 5, 6)
            .distinctUntilChanged { $0 % 2 == $1 % 2 }
            .do(onNext: { seen.append($0) })
            .subscribe(with: owner, onNext: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [1, 6])
        XCTAssertEqual(seen, [1, 6])
    }

    func testValuesAsAnAsyncStream() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testAsDriverAndAsSignalShareHopAndReplayAsTheirStrategy() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let infallible = xs.asInfallible(onErrorJustReturn: -1)
            let driver: Driver<Int> = infallible.asDriver()
            let signal: Signal<Int> = infallible.asSignal()
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            subscribe(driver, observers[0], at: 200, on: scheduler)
            subscribe(driver, observers[1], at: 225, on: scheduler)
            subscribe(signal, observers[2], at: 200, on: scheduler)
            subscribe(signal, observers[3], at: 225, on: scheduler)
            scheduler.start()
            let all: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(301)]
            XCTAssertEqual(observers[0].events, all)
            XCTAssertEqual(observers[1].events, [.next(225, 2), .completed(301)], "the driver replays 2 at once")
            XCTAssertEqual(observers[2].events, all)
            XCTAssertEqual(observers[3].events, [.completed(301)], "the signal replays nothing")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)], "one per trait")
        }
    }
}
