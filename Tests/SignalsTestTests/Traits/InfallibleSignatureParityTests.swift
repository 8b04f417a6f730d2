import Signals
import SignalsTest
import XCTest

private struct NotThrown: Error {}

private func sameHalf(_ lhs: Int, _ rhs: Int) throws -> Bool {
    if lhs < 0 { throw NotThrown() }
    return lhs / 2 == rhs / 2
}

private func makeJust(_ value: Int) throws -> Infallible<Int> {
    if value < 0 { throw NotThrown() }
    return Infallible.just(value)
}

/// The rest of RxSwift 6.10's `Infallible` surface, written as an RxSwift user writes it: the overloads
/// whose closures RxSwift declares `throws` (`distinctUntilChanged(_ comparer:)`, `deferred`), the
/// `Collection` form of `concat`, `subscribe` with an `InfallibleEvent` and `InfallibleEvent.event`, and
/// the operator forms InfallibleOperatorParityTests does not record. Every expected recording is what
/// RxSwift + RxTest record for the same lines (RxSwift 6.10, built in /tmp).
final class InfallibleSignatureParityTests: XCTestCase {
    private final class Owner {}

    func testDistinctUntilChangedWithAThrowingComparerKeyAndComparerAndKeyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(245, 5), .completed(250)])
        let source = xs.asInfallible(onErrorJustReturn: -1)

        let byComparer = scheduler.start(created: 100, subscribed: 200, disposed: 1000) {
            source.distinctUntilChanged { try sameHalf($0, $1) }.asObservable()
        }
        XCTAssertEqual(byComparer.events, [.next(210, 1), .next(220, 2), .next(240, 4), .completed(250)])

        let keyed = TestScheduler(initialClock: 0)
        let zs = keyed.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 5), .next(240, 8), .completed(250)])
        let byKeyAndComparer = keyed.start {
            zs.asInfallible(onErrorJustReturn: -1).distinctUntilChanged({ $0 % 3 }, comparer: { lhs, rhs in lhs == rhs }).asObservable()
        }
        XCTAssertEqual(byKeyAndComparer.events, [.next(210, 1), .next(230, 5), .completed(250)])

        let byKeyPath = TestScheduler(initialClock: 0)
        let ys = byKeyPath.createHotObservable([.next(210, "a"), .next(220, "bb"), .next(230, "cc"), .next(240, "d"), .completed(250)])
        let res = byKeyPath.start { ys.asInfallible(onErrorJustReturn: "").distinctUntilChanged(at: \.count).asObservable() }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "bb"), .next(240, "d"), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testDeferredWithAThrowingFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        let res = scheduler.start {
            Infallible.deferred { () throws -> Infallible<Int> in
                made += 1
                return try makeJust(7)
            }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(made, 1)
    }

    func testConcatOverACollectionASequenceAndVariadic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let ys = scheduler.createColdObservable([.next(5, 3), .completed(15)])
        let a = xs.asInfallible(onErrorJustReturn: -1), b = ys.asInfallible(onErrorJustReturn: -1)

        let collection: ArraySlice<Infallible<Int>> = [a, b, a][1...]
        let res = scheduler.start { Infallible.concat(collection).asObservable() }
        XCTAssertEqual(res.events, [.next(205, 3), .next(225, 1), .next(235, 2), .completed(245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 245)])

        let sequence = scheduler.start(created: 1000, subscribed: 1000, disposed: 2000) {
            Infallible.concat(AnySequence([b, b])).asObservable()
        }
        XCTAssertEqual(sequence.events, [.next(1005, 3), .next(1020, 3), .completed(1030)])

        let array = scheduler.start(created: 3000, subscribed: 3000, disposed: 4000) {
            Infallible<Int>.concat([b, a]).asObservable()
        }
        XCTAssertEqual(array.events, [.next(3005, 3), .next(3025, 1), .next(3035, 2), .completed(3045)])
    }

    func testSubscribeWithAnInfallibleEvent() {
        var log: [String] = []
        let disposable = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let value): log.append("next \(value)")
            case .completed: log.append("completed")
            }
        }
        disposable.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])

        let events: [Event<Int>] = [InfallibleEvent.next(3), InfallibleEvent<Int>.completed].map(\.event)
        XCTAssertEqual(events, [.next(3), .completed])
        let replayed = TestScheduler(initialClock: 0).start {
            Observable.of(InfallibleEvent.next(4), .next(5), .completed).dematerialize()
        }
        XCTAssertEqual(replayed.events, [.next(200, 4), .next(200, 5), .completed(200)])
    }

    func testFlatMapAndFlatMapLatestOverObservablesAndMergeOverACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(20)])
        let source = xs.asInfallible(onErrorJustReturn: -1)

        let merged = scheduler.start { source.flatMap { v in inner.asObservable().map { $0 + v } }.asObservable() }
        XCTAssertEqual(merged.events, [.next(215, 11), .next(225, 21), .next(225, 12), .next(235, 22), .completed(250)])

        let ys = scheduler.createHotObservable([.next(1210, 1), .next(1220, 2), .completed(1250)])
        let latest = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.asInfallible(onErrorJustReturn: -1).flatMapLatest { v in inner.map { $0 + v } }.asObservable()
        }
        XCTAssertEqual(latest.events, [.next(1215, 11), .next(1225, 12), .next(1235, 22), .completed(1250)])

        let zs = scheduler.createHotObservable([.next(2210, 1), .next(2230, 3), .completed(2240)])
        let ws = scheduler.createHotObservable([.next(2220, 2), .completed(2250)])
        // RxSwift 6.10 records [.next(2210, 1), .next(2230, 3), .completed(2250)] here: its overload for a
        // collection that is not an Array calls `concat`. Signals merges, as the Array and variadic forms do
        // (README's Infallible row says so).
        let sources: ArraySlice<Infallible<Int>> = [zs.asInfallible(onErrorJustReturn: -1), ws.asInfallible(onErrorJustReturn: -1)][...]
        let all = scheduler.start(created: 2100, subscribed: 2200, disposed: 3000) { Infallible.merge(sources).asObservable() }
        XCTAssertEqual(all.events, [.next(2210, 1), .next(2220, 2), .next(2230, 3), .completed(2250)])
    }

    func testTheBasicOperatorsOnAnyInfallibleType() {
        func pipeline<Source: InfallibleType>(_ source: Source) -> [Infallible<Int>] where Source.Element == Int {
            [source.map { $0 * 10 }, source.filter { $0 > 1 }, source.compactMap { $0 == 2 ? nil : $0 },
             source.scan(0) { $0 + $1 }, source.startWith(0), source.distinctUntilChanged(),
             source.distinctUntilChanged { $0 / 2 == $1 / 2 }]
        }
        func log<Source: InfallibleType>(_ source: Source) -> [String] where Source.Element == Int {
            var log: [String] = []
            _ = source.subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("|") }, onDisposed: { log.append("x") })
            _ = source.subscribe(with: self, onNext: { _, value in log.append("w\(value)") })
            _ = source.subscribe { event in if case .next(let value) = event { log.append("e\(value)") } }
            return log
        }
        let results = pipeline(Infallible.from([1, 2, 3])).map { infallible in
            TestScheduler(initialClock: 0).start { infallible.asObservable() }.events.compactMap { $0.value.element }
        }
        XCTAssertEqual(results, [[10, 20, 30], [2, 3], [1, 3], [1, 3, 6], [0, 1, 2, 3], [1, 2, 3], [1, 2]])
        XCTAssertEqual(log(Infallible.of(1, 2)), ["1", "2", "|", "x", "w1", "w2", "e1", "e2"])
    }

    func testTakeWhileInclusiveTakeZeroAndThrottleWithoutLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(220, 3), .next(240, 4), .completed(250)])
        let source = xs.asInfallible(onErrorJustReturn: -1)

        let inclusive = scheduler.start { source.take(while: { $0 < 2 }, behavior: .inclusive).asObservable() }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(215, 2), .completed(215)])

        let immediate = TestScheduler(initialClock: 0)
        let none = immediate.start { immediate.createHotObservable([.next(210, 1)]).asInfallible(onErrorJustReturn: -1).take(0).asObservable() }
        XCTAssertEqual(none.events, [.completed(200)])

        let ys = scheduler.createHotObservable([.next(1210, 1), .next(1215, 2), .next(1220, 3), .next(1240, 4), .completed(1250)])
        let throttled = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            ys.asInfallible(onErrorJustReturn: -1).throttle(.seconds(20), latest: false, scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(throttled.events, [.next(1210, 1), .next(1240, 4), .completed(1250)])
    }

    func testZipOfFourAndEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .next(235, 30), .completed(240)])
        let a = xs.asInfallible(onErrorJustReturn: -1), b = ys.asInfallible(onErrorJustReturn: -1)

        let four = scheduler.start { Infallible.zip(a, b, a, b) { $0 + $1 + $2 + $3 }.asObservable() }
        XCTAssertEqual(four.events, [.next(215, 22), .next(225, 44), .completed(240)])

        let zs = scheduler.createHotObservable([.next(1210, 1), .next(1220, 2), .completed(1260)])
        let c = zs.asInfallible(onErrorJustReturn: -1)
        let eight = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Infallible.zip(c, c, c, c, c, c, c, Infallible.of("x", "y")) { "\($0 + $1 + $2 + $3 + $4 + $5 + $6)\($7)" }.asObservable()
        }
        XCTAssertEqual(eight.events, [.next(1210, "7x"), .next(1220, "14y"), .completed(1260)])
    }

    func testWithUnretainedSelectorDebugAndCreationWithSchedulers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let owner = Owner()
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1)
                .withUnretained(owner) { owner, value in "\(type(of: owner)) \(value)" }
                .debug("parity", trimOutput: true)
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, "Owner 1"), .next(220, "Owner 2"), .completed(250)])

        let arrays = TestScheduler(initialClock: 0)
        let fromArray = arrays.start { Infallible<Double>.from([1, 2], scheduler: arrays).asObservable() }
        XCTAssertEqual(fromArray.events, [.next(201, 1), .next(202, 2), .completed(203)])

        let sequences = TestScheduler(initialClock: 0)
        let fromSequence = sequences.start { Infallible.from(stride(from: 1, to: 4, by: 2), scheduler: sequences).asObservable() }
        XCTAssertEqual(fromSequence.events, [.next(201, 1), .next(202, 3), .completed(203)])
    }
}
