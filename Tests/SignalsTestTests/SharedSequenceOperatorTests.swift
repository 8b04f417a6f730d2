import Signals
import SignalsTest
import XCTest

/// The single-source operators of `Driver` and `Signal` keep the trait (each result is assigned to a
/// trait type) and behave as the `Observable` operator, in virtual time under `SharingScheduler.mock`:
/// a value the source sends at 210 arrives at 211 (the one hop to the scheduler).
final class SharedSequenceOperatorTests: LeakCheckingTestCase {
    private struct Item: Equatable { let id: Int; let name: String }

    func testMapCompactMapAndFilter() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
            let res = scheduler.start { () -> Driver<String> in
                let driver = xs.asDriver(onErrorJustReturn: 0)
                let mapped: Driver<Int> = driver.map { $0 * 10 }
                let compact: Driver<Int> = mapped.compactMap { $0 == 20 ? nil : $0 }
                let filtered: Driver<Int> = compact.filter { $0 != 30 }
                return filtered.map { "\($0)" }
            }
            XCTAssertEqual(res.events, [.next(211, "10"), .next(241, "40"), .completed(251)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testDistinctUntilChangedInEveryForm() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([
                .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
                .next(230, Item(id: 2, name: "b")), .next(240, Item(id: 2, name: "b")),
            ])
            let signal = xs.asSignal(onErrorJustReturn: Item(id: 0, name: ""))
            let whole = scheduler.createObserver(Item.self)
            let byKey = scheduler.createObserver(Item.self)
            let byComparer = scheduler.createObserver(Item.self)
            let byKeyPath = scheduler.createObserver(Item.self)
            let byKeyAndComparer = scheduler.createObserver(Item.self)
            let results: [(Signal<Item>, TestableObserver<Item>)] = [
                (signal.distinctUntilChanged(), whole),
                (signal.distinctUntilChanged { $0.id }, byKey),
                (signal.distinctUntilChanged { $0.name == $1.name }, byComparer),
                (signal.distinctUntilChanged(at: \.name), byKeyPath),
                (signal.distinctUntilChanged({ $0.id }, comparer: { $0 / 2 == $1 / 2 }), byKeyAndComparer),
            ]
            for (trait, observer) in results { subscribe(trait, observer, at: 200, on: scheduler) }
            scheduler.start()
            let (a1, b1, b2) = (Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "b"))
            XCTAssertEqual(whole.events, [.next(211, a1), .next(221, b1), .next(231, b2)])
            XCTAssertEqual(byKey.events, [.next(211, a1), .next(231, b2)])
            XCTAssertEqual(byComparer.events, [.next(211, a1), .next(221, b1)])
            XCTAssertEqual(byKeyPath.events, [.next(211, a1), .next(221, b1)])
            XCTAssertEqual(byKeyAndComparer.events, [.next(211, a1), .next(231, b2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testDoCallsItsClosuresInOrderAroundTheEvents() {
        onTraitScheduler { scheduler in
            final class Log: @unchecked Sendable { var lines: [String] = [] }
            let log = Log()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { () -> Driver<Int> in
                xs.asDriver(onErrorJustReturn: 0).do(
                    onNext: { log.lines.append("next \($0) at \(scheduler.clock)") },
                    afterNext: { log.lines.append("after next \($0)") },
                    onCompleted: { log.lines.append("completed at \(scheduler.clock)") },
                    afterCompleted: { log.lines.append("after completed") },
                    onSubscribe: { log.lines.append("subscribe at \(scheduler.clock)") },
                    onSubscribed: { log.lines.append("subscribed") },
                    onDispose: { log.lines.append("dispose at \(scheduler.clock)") }
                )
            }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
            // As RxCocoa's (its trait files built beside RxTest) and `Observable.do` (DoTests): `onDispose`
            // after `afterCompleted`, when the end is the one `do` passes on.
            XCTAssertEqual(log.lines, [
                "subscribe at 200", "subscribed", "next 1 at 211", "after next 1", "completed at 221", "after completed",
                "dispose at 221",
            ])
        }
    }

    func testScanInBothFormsAndStartWith() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let sums = scheduler.createObserver(Int.self)
            let lists = scheduler.createObserver([Int].self)
            let started = scheduler.createObserver(Int.self)
            subscribe(driver.scan(100) { $0 + $1 } as Driver<Int>, sums, at: 200, on: scheduler)
            subscribe(driver.scan(into: [Int]()) { $0.append($1) } as Driver<[Int]>, lists, at: 200, on: scheduler)
            subscribe(driver.startWith(-2, -1) as Driver<Int>, started, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(sums.events, [.next(211, 101), .next(221, 103), .next(231, 106)])
            XCTAssertEqual(lists.events, [.next(211, [1]), .next(221, [1, 2]), .next(231, [1, 2, 3])])
            XCTAssertEqual(started.events, [.next(200, -2), .next(200, -1), .next(211, 1), .next(221, 2), .next(231, 3)])
        }
    }

    func testSkipDropsTheFirstValues() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: 0).skip(2) as Signal<Int> }
            XCTAssertEqual(res.events, [.next(231, 3), .completed(241)])
        }
    }

    func testDebugWritesEachEventAndPassesItOn() {
        onTraitScheduler { scheduler in
            final class Output: @unchecked Sendable { var lines: [String] = [] }
            let output = Output()
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { () -> Driver<Int> in
                xs.asDriver(onErrorJustReturn: 0).debug("trait", output: { output.lines.append($0) })
            }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
            let messages = output.lines.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
            XCTAssertEqual(messages, ["trait -> subscribed", "trait -> Event next(1)", "trait -> Event completed", "trait -> isDisposed"])
        }
    }

    func testDebounceRunsItsTimerOnTheTraitScheduler() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(250, 3), .next(300, 4), .completed(310),
            ])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(20)) as Driver<Int> }
            XCTAssertEqual(res.events, [.next(241, 2), .next(271, 3), .next(311, 4), .completed(311)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        }
    }

    func testThrottleWithAndWithoutTheLatestValue() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4)])
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let latest = scheduler.createObserver(Int.self)
            let first = scheduler.createObserver(Int.self)
            subscribe(signal.throttle(.seconds(20)) as Signal<Int>, latest, at: 200, on: scheduler)
            subscribe(signal.throttle(.seconds(20), latest: false) as Signal<Int>, first, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(latest.events, [.next(211, 1), .next(231, 3), .next(261, 4)])
            XCTAssertEqual(first.events, [.next(211, 1), .next(261, 4)])
        }
    }

    func testDelayShiftsValuesAndCompletion() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).delay(.seconds(15)) as Driver<Int> }
            XCTAssertEqual(res.events, [.next(226, 1), .next(236, 2), .completed(246)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testDisposingBeforeTheTimerFiresCancelsIt() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start(disposed: 220) { xs.asDriver(onErrorJustReturn: 0).delay(.seconds(50)) as Driver<Int> }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }
}
