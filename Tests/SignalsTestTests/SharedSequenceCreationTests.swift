import Signals
import SignalsTest
import XCTest

/// `Driver.just/empty/never/of/from/deferred/interval/timer` and their `Signal` twins send on the
/// trait scheduler (`SharingScheduler.mock`'s here), as RxCocoa's: `just`, `empty` and `from(optional:)`
/// send everything one tick after subscribing, `of`/`from` one tick per value and one for the end.
final class SharedSequenceCreationTests: LeakCheckingTestCase {
    /// What `TestScheduler.start` records for `create`, on a fresh scheduler installed for traits.
    private func events<Element>(_ create: @escaping () -> SharedSequence<some SharingStrategyProtocol, Element>) -> [Recorded<Event<Element>>] {
        var events: [Recorded<Event<Element>>] = []
        onTraitScheduler { scheduler in events = scheduler.start(create).events }
        return events
    }

    func testJustEmptyAndNeverOfBothTraits() {
        XCTAssertEqual(events { Driver.just(1) }, [.next(201, 1), .completed(201)])
        XCTAssertEqual(events { Signal.just(2) }, [.next(201, 2), .completed(201)])
        XCTAssertEqual(events { Driver<Int>.empty() }, [.completed(201)])
        XCTAssertEqual(events { Signal<Int>.empty() }, [.completed(201)])
        XCTAssertEqual(events { Driver<Int>.never() }, [])
        XCTAssertEqual(events { Signal<Int>.never() }, [])
    }

    func testOfFromAndFromOptional() {
        XCTAssertEqual(events { Driver.of(1, 2) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(events { Signal.from([3, 4]) }, [.next(201, 3), .next(202, 4), .completed(203)])
        XCTAssertEqual(events { Driver.from(optional: 5) }, [.next(201, 5), .completed(202)])
        XCTAssertEqual(events { Signal<Int>.from(optional: nil) }, [.completed(201)])
    }

    func testDeferredCallsTheFactoryForTheFirstSubscriberAndSharesItsTrait() {
        onTraitScheduler { scheduler in
            final class Count: @unchecked Sendable { var calls = 0 }
            let count = Count()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let deferred = Driver.deferred {
                count.calls += 1
                return xs.asDriver(onErrorJustReturn: 0)
            }
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(deferred, first, at: 200, on: scheduler)
            subscribe(deferred, late, at: 220, on: scheduler)
            scheduler.start()
            XCTAssertEqual(count.calls, 1)
            XCTAssertEqual(first.events, [.next(211, 1), .next(231, 2)])
            XCTAssertEqual(late.events, [.next(220, 1), .next(231, 2)], "the latest value is replayed at once")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testIntervalIsSharedAndTimerCompletesWithoutAPeriod() {
        onTraitScheduler { scheduler in
            let ticks = Driver<Int>.interval(.seconds(100))
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            subscribe(ticks, first, at: 200, disposedAt: 550, on: scheduler)
            subscribe(ticks, late, at: 350, disposedAt: 550, on: scheduler)
            let once = scheduler.createObserver(Int.self)
            let periodic = scheduler.createObserver(Int.self)
            subscribe(Signal<Int>.timer(.seconds(50)), once, at: 200, on: scheduler)
            subscribe(Signal<Int>.timer(.seconds(50), period: .seconds(20)), periodic, at: 200, disposedAt: 300, on: scheduler)
            scheduler.start()
            XCTAssertEqual(first.events, [.next(300, 0), .next(400, 1), .next(500, 2)])
            XCTAssertEqual(late.events, [.next(350, 0), .next(400, 1), .next(500, 2)], "one shared timer; the latest replayed")
            XCTAssertEqual(once.events, [.next(250, 0), .completed(250)])
            XCTAssertEqual(periodic.events, [.next(250, 0), .next(270, 1), .next(290, 2)])
        }
    }
}
