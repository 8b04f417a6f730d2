import Signals
import SignalsTest
import XCTest

/// Where an observable becomes a `Driver` or a `Signal`: errors handled, one shared subscription,
/// one hop to the scheduler, replay (Driver) or none (Signal) — in virtual time under
/// `SharingScheduler.mock`.
final class SharedSequenceConversionTests: LeakCheckingTestCase {
    private let failure = TestError(code: 7)

    func testAsDriverOnErrorJustReturnReplacesTheErrorAndEndsTheSourceSubscription() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, failure)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheGivenDriver() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, failure)])
            let recovery = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: recovery.asDriver(onErrorJustReturn: -2)) }
            // As RxCocoa: the fallback Driver is subscribed after the hop, and its values are not hopped again.
            XCTAssertEqual(res.events, [.next(211, 2), .next(241, 20), .completed(251)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(recovery.subscriptions, [Subscription(231, 250)])
        }
    }

    func testAsDriverOnErrorRecoverGetsTheError() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError(code: 40))])
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in Driver.from(optional: (error as? TestError)?.code) })
            }
            XCTAssertEqual(res.events, [.next(211, 2), .next(232, 40), .completed(233)])  // from(optional:) completes an action later, as RxCocoa's
        }
    }

    func testAsSignalConversionsHandleTheErrorTheSameWay() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 2), .error(230, TestError(code: 5))])
            let justReturn = scheduler.createObserver(Int.self)
            let signalWith = scheduler.createObserver(Int.self)
            let recover = scheduler.createObserver(Int.self)
            subscribe(xs.asSignal(onErrorJustReturn: -1), justReturn, at: 200, on: scheduler)
            subscribe(xs.asSignal(onErrorSignalWith: .just(-2)), signalWith, at: 200, on: scheduler)
            subscribe(xs.asSignal(onErrorRecover: { _ in .of(-3, -4) }), recover, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(211, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(signalWith.events, [.next(211, 2), .next(232, -2), .completed(232)])
            XCTAssertEqual(recover.events, [.next(211, 2), .next(232, -3), .next(233, -4), .completed(234)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230), Subscription(200, 230)])
        }
    }

    func testBothShareOneSubscriptionAndOnlyTheDriverReplaysTheLatestValueToALateSubscriber() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            for (index, trait) in [driver.asObservable(), signal.asObservable(), driver.asObservable(), signal.asObservable()].enumerated() {
                subscribe(trait, observers[index], at: index < 2 ? 200 : 230, on: scheduler)
            }
            scheduler.start()
            let all: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)]
            XCTAssertEqual(observers[0].events, all)
            XCTAssertEqual(observers[1].events, all)
            XCTAssertEqual(observers[2].events, [.next(230, 2), .next(241, 3), .completed(301)], "the driver replays 2 at once")
            XCTAssertEqual(observers[3].events, [.next(241, 3), .completed(301)], "the signal replays nothing")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(200, 300)], "one per trait")
        }
    }

    func testAChainOfOperatorsHopsToTheSchedulerOnceAndSharesAtEachStep() {
        onTraitScheduler { scheduler in
            final class Calls: @unchecked Sendable { var times = 0; var plus = 0 }
            let calls = Calls()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3)])
            let chain = xs.asDriver(onErrorJustReturn: -1)
                .map { calls.times += 1; return $0 * 10 }.filter { $0 > 10 }.distinctUntilChanged()
                .map { calls.plus += 1; return $0 + 1 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            subscribe(chain, first, at: 200, on: scheduler)
            subscribe(chain, second, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(221, 21), .next(241, 31)], "one tick for the one hop, however long the chain")
            XCTAssertEqual(second.events, first.events)
            XCTAssertEqual(calls.times, 4, "the first map runs once per source value for both subscribers")
            XCTAssertEqual(calls.plus, 2, "the last map runs once per value reaching it")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testRelaysAsDriverAndAsSignal() {
        onTraitScheduler { scheduler in
            let state = BehaviorRelay(value: 1)
            let events = PublishRelay<Int>()
            let replayed = ReplayRelay<Int>.create(bufferSize: 2)
            replayed.accept(7)
            replayed.accept(8)
            let stateObserver = scheduler.createObserver(Int.self)
            let eventDriver = scheduler.createObserver(Int.self)
            let eventSignal = scheduler.createObserver(Int.self)
            let replayObserver = scheduler.createObserver(Int.self)
            subscribe(state.asDriver(), stateObserver, at: 200, on: scheduler)
            subscribe(events.asDriver(), eventDriver, at: 200, on: scheduler)
            subscribe(events.asSignal(), eventSignal, at: 200, on: scheduler)
            subscribe(replayed.asDriver(), replayObserver, at: 200, on: scheduler)
            scheduler.scheduleAt(210) { state.accept(2); events.accept(3); replayed.accept(9) }
            scheduler.start()
            XCTAssertEqual(stateObserver.events, [.next(201, 1), .next(211, 2)])
            XCTAssertEqual(eventDriver.events, [.next(211, 3)])
            XCTAssertEqual(eventSignal.events, [.next(211, 3)])
            // Hopped one action per value, as RxCocoa's `asDriver(onErrorDriveWith:)` of a ReplayRelay.
            XCTAssertEqual(replayObserver.events, [.next(201, 7), .next(202, 8), .next(211, 9)])
            XCTAssertFalse(state.hasObservers || events.hasObservers)
        }
    }

    func testADriverAsSignalStopsReplayingToLateSubscribers() {
        onTraitScheduler { scheduler in
            let state = BehaviorRelay(value: 1)
            let signal = state.asDriver().asSignal()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(signal, first, at: 200, on: scheduler)
            subscribe(signal, late, at: 220, on: scheduler)
            scheduler.scheduleAt(210) { state.accept(2) }
            scheduler.scheduleAt(230) { state.accept(3) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(201, 1), .next(211, 2), .next(231, 3)])
            XCTAssertEqual(late.events, [.next(231, 3)])
        }
    }
}
