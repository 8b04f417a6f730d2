import Foundation
import Signals
import SignalsTest
import XCTest

/// Every trait operator shares its result again with the trait's strategy, as RxCocoa's operators do
/// (`SharedSequence.init(_ source:)`): a second or late subscriber of `driver.scan(...)`,
/// `driver.startWith(x)`, `driver.flatMapLatest(...)` or `driver.map(f)` sees what RxCocoa shows it,
/// and each step's closure runs once per source value, not once per subscriber. The hop to the
/// scheduler stays where the observable became a trait: a value sent at 210 arrives at 211.
final class SharedSequenceSharingTests: LeakCheckingTestCase {
    /// Counts the calls of a closure under test.
    private final class Counter: @unchecked Sendable { var calls = 0 }

    func testScanStateIsSharedSoALateSubscriberGetsTheLatestSum() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let counter = Counter()
            let sums: Driver<Int> = xs.asDriver(onErrorJustReturn: -1).scan(0) { counter.calls += 1; return $0 + $1 }
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(sums, first, at: 200, on: scheduler)
            subscribe(sums, late, at: 225, on: scheduler)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 3), .next(231, 6), .completed(301)])
            XCTAssertEqual(late.events, [.next(225, 3), .next(231, 6), .completed(301)], "the shared sum, replayed at once")
            XCTAssertEqual(counter.calls, 3, "one accumulation per source value")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testStartWithIsSentOnceToTheFirstSubscriberAndALateOneGetsTheReplay() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let driver: Driver<Int> = xs.asDriver(onErrorJustReturn: -1).startWith(0)
            let signal: Signal<Int> = xs.asSignal(onErrorJustReturn: -1).startWith(0)
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            subscribe(driver, observers[0], at: 200, on: scheduler)
            subscribe(driver, observers[1], at: 225, on: scheduler)
            subscribe(signal, observers[2], at: 200, on: scheduler)
            subscribe(signal, observers[3], at: 225, on: scheduler)
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(200, 0), .next(211, 1), .next(221, 2), .next(231, 3)])
            XCTAssertEqual(observers[1].events, [.next(225, 2), .next(231, 3)], "no second 0: the driver replays its latest")
            XCTAssertEqual(observers[2].events, [.next(200, 0), .next(211, 1), .next(221, 2), .next(231, 3)])
            XCTAssertEqual(observers[3].events, [.next(231, 3)], "a late signal subscriber gets neither 0 nor a replay")
        }
    }

    func testFlatMapLatestRunsTheRequestOncePerValueForAllSubscribers() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let requests = Counter()
            let responses: Driver<Int> = xs.asDriver(onErrorJustReturn: -1).flatMapLatest { query in
                requests.calls += 1
                return Driver.just(query * 10)
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(responses, first, at: 200, on: scheduler)
            subscribe(responses, second, at: 200, on: scheduler)
            subscribe(responses, late, at: 225, on: scheduler)
            scheduler.start()
            XCTAssertEqual(requests.calls, 2, "one request per query, however many subscribers")
            XCTAssertEqual(first.events, [.next(212, 10), .next(222, 20)], "Driver.just sends a tick later")
            XCTAssertEqual(second.events, first.events)
            XCTAssertEqual(late.events, [.next(225, 20)], "the latest response, replayed")
        }
    }

    func testMapRunsOncePerValueForTwoSubscribers() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let counter = Counter()
            let mapped: Signal<Int> = xs.asSignal(onErrorJustReturn: -1).map { counter.calls += 1; return $0 * 10 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            subscribe(mapped, first, at: 200, on: scheduler)
            subscribe(mapped, second, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 10), .next(221, 20), .completed(231)])
            XCTAssertEqual(second.events, first.events)
            XCTAssertEqual(counter.calls, 2, "one call per source value, not per subscriber")
        }
    }

    /// The price of sharing at each step, as in RxCocoa (which expects subscribing on the main
    /// thread): an operator's replay reaches a late subscriber at once, on the subscribing thread —
    /// only the conversion's own replay goes through the scheduler.
    func testAnOperatorsReplayReachesALateSubscriberOnTheSubscribingThread() {
        final class State: @unchecked Sendable { var values: [Int] = []; var onMain: [Bool] = []; var late: Disposable? }
        let relay = BehaviorRelay(value: 7)
        let doubled = relay.asDriver().map { $0 * 2 }
        let keepAlive = doubled.drive(onNext: { _ in })
        let state = State()
        let subscribed = DispatchGroup()
        DispatchQueue.global().async(group: subscribed) {
            state.late = doubled.drive(onNext: { value in
                state.values.append(value)
                state.onMain.append(Thread.isMainThread)
            })
        }
        subscribed.wait()
        XCTAssertEqual(state.values, [14], "replayed synchronously, during drive")
        XCTAssertEqual(state.onMain, [false])
        state.late?.dispose()
        keepAlive.dispose()
    }
}
