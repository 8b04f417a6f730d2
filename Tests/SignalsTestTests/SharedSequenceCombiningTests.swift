import Signals
import SignalsTest
import XCTest

/// The operators that mix several traits keep the trait: flatMap family, withLatestFrom,
/// combineLatest, zip, merge, concat, switchLatest — in virtual time under `SharingScheduler.mock`.
final class SharedSequenceCombiningTests: LeakCheckingTestCase {
    func testGeneratedTraitFilesMatchTheGenerator() throws {
        try assertGeneratedFilesAreCurrent(script: "Scripts/generate-traits.py")
    }

    func testFlatMapFamily() {
        onTraitScheduler { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1), .completed(400)])
            let inners = [
                scheduler.createHotObservable([.next(220, "a0"), .next(240, "a1"), .completed(260)]),
                scheduler.createHotObservable([.next(235, "b0"), .next(250, "b1"), .completed(300)]),
            ]
            let drivers = inners.map { $0.asDriver(onErrorJustReturn: "error") }
            let source = outer.asDriver(onErrorJustReturn: -1)
            let all = scheduler.createObserver(String.self)
            let latest = scheduler.createObserver(String.self)
            let first = scheduler.createObserver(String.self)
            subscribe(source.flatMap { drivers[$0] } as Driver<String>, all, at: 200, on: scheduler)
            subscribe(source.flatMapLatest { drivers[$0] } as Driver<String>, latest, at: 200, on: scheduler)
            subscribe(source.flatMapFirst { drivers[$0] } as Driver<String>, first, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(all.events, [
                .next(221, "a0"), .next(236, "b0"), .next(241, "a1"), .next(251, "b1"), .completed(401),
            ])
            XCTAssertEqual(latest.events, [.next(221, "a0"), .next(236, "b0"), .next(251, "b1"), .completed(401)])
            XCTAssertEqual(first.events, [.next(221, "a0"), .next(241, "a1"), .completed(401)])
            XCTAssertEqual(inners[0].subscriptions, [Subscription(211, 260)])
            XCTAssertEqual(inners[1].subscriptions, [Subscription(231, 300)])
        }
    }

    func testWithLatestFromTakesADriverOrASignal() {
        onTraitScheduler { scheduler in
            let taps = scheduler.createHotObservable([.next(205, ()), .next(225, ()), .next(245, ())])
            let state = scheduler.createHotObservable([.next(210, "x"), .next(240, "y")])
            let tapSignal: Signal<Void> = taps.asSignal(onErrorJustReturn: ())
            let stateDriver: Driver<String> = state.asDriver(onErrorJustReturn: "")
            let combined = scheduler.createObserver(String.self)
            let replaced = scheduler.createObserver(String.self)
            subscribe(tapSignal.withLatestFrom(stateDriver) { _, value in "tap \(value)" } as Signal<String>, combined, at: 200, on: scheduler)
            subscribe(tapSignal.withLatestFrom(stateDriver) as Signal<String>, replaced, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(combined.events, [.next(226, "tap x"), .next(246, "tap y")])
            XCTAssertEqual(replaced.events, [.next(226, "x"), .next(246, "y")])
        }
    }

    func testCombineLatestOfTwoThreeAndACollection() {
        onTraitScheduler { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)]).asDriver(onErrorJustReturn: 0)
            let b = scheduler.createHotObservable([.next(220, 10), .completed(310)]).asDriver(onErrorJustReturn: 0)
            let c = scheduler.createHotObservable([.next(215, 100), .completed(320)]).asDriver(onErrorJustReturn: 0)
            let sums = scheduler.createObserver(Int.self)
            let pairs = scheduler.createObserver(String.self)
            let triples = scheduler.createObserver(Int.self)
            let arrays = scheduler.createObserver([Int].self)
            subscribe(Driver.combineLatest(a, b) { $0 + $1 }, sums, at: 200, on: scheduler)
            subscribe(Driver.combineLatest(a, b).map { "\($0)-\($1)" }, pairs, at: 200, on: scheduler)
            subscribe(Driver.combineLatest(a, b, c) { $0 + $1 + $2 }, triples, at: 200, on: scheduler)
            subscribe(Driver.combineLatest([a, b, c]), arrays, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(sums.events, [.next(221, 11), .next(231, 12), .completed(311)])
            XCTAssertEqual(pairs.events, [.next(221, "1-10"), .next(231, "2-10"), .completed(311)])
            XCTAssertEqual(triples.events, [.next(221, 111), .next(231, 112), .completed(321)])
            XCTAssertEqual(arrays.events, [.next(221, [1, 10, 100]), .next(231, [2, 10, 100]), .completed(321)])
        }
    }

    func testZipOfTwoTheTupleFormAndACollection() {
        onTraitScheduler { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)]).asSignal(onErrorJustReturn: 0)
            let b = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30), .completed(310)])
                .asSignal(onErrorJustReturn: 0)
            let sums = scheduler.createObserver(Int.self)
            let pairs = scheduler.createObserver(String.self)
            let arrays = scheduler.createObserver([Int].self)
            subscribe(Signal.zip(a, b) { $0 + $1 }, sums, at: 200, on: scheduler)
            subscribe(Signal.zip(a, b).map { "\($0)-\($1)" }, pairs, at: 200, on: scheduler)
            subscribe(Signal.zip([a, b]), arrays, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(sums.events, [.next(231, 11), .next(241, 22), .completed(311)])
            XCTAssertEqual(pairs.events, [.next(231, "1-10"), .next(241, "2-20"), .completed(311)])
            XCTAssertEqual(arrays.events, [.next(231, [1, 10]), .next(241, [2, 20]), .completed(311)])
        }
    }

    func testTheLargestGeneratedArityOfCombineLatestAndZip() {
        onTraitScheduler { scheduler in
            let sources = (1...8).map { index in
                scheduler.createHotObservable([.next(200 + index, index), .next(230 + index, 10 * index), .completed(300)])
            }
            let drivers = sources.map { $0.asDriver(onErrorJustReturn: 0) }
            let signals = sources.map { $0.asSignal(onErrorJustReturn: 0) }
            let latest = scheduler.createObserver(Int.self)
            let zipped = scheduler.createObserver(String.self)
            let combined: Driver<Int> = Driver.combineLatest(
                drivers[0], drivers[1], drivers[2], drivers[3], drivers[4], drivers[5], drivers[6], drivers[7]
            ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            let paired: Signal<String> = Signal.zip(
                signals[0], signals[1], signals[2], signals[3], signals[4], signals[5], signals[6], signals[7]
            ).map { "\($0.0)…\($0.7)" }
            subscribe(combined, latest, at: 200, on: scheduler)
            subscribe(paired, zipped, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(latest.events.first, .next(209, 36))
            XCTAssertEqual(latest.events.last, .completed(301))
            XCTAssertEqual(latest.events.count, 10, "the first full set, then one per later value, then the completion")
            XCTAssertEqual(zipped.events, [.next(209, "1…8"), .next(239, "10…80"), .completed(301)])
            for source in sources { XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(200, 300)]) }
        }
    }

    func testMergeOfSeveralTraitsAndOfATraitOfTraits() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            let x = xs.asDriver(onErrorJustReturn: 0)
            let y = ys.asDriver(onErrorJustReturn: 0)
            let nested = scheduler.createHotObservable([.next(205, x), .next(215, y), .completed(300)])
            let merged = scheduler.createObserver(Int.self)
            let mergedArray = scheduler.createObserver(Int.self)
            let mergedInner = scheduler.createObserver(Int.self)
            subscribe(Driver.merge(x, y), merged, at: 200, on: scheduler)
            subscribe(Driver.merge([x, y]), mergedArray, at: 200, on: scheduler)
            subscribe(nested.asDriver(onErrorJustReturn: .empty()).merge(), mergedInner, at: 200, on: scheduler)
            scheduler.start()
            let all: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(231, 3), .next(251, 4), .completed(261)]
            XCTAssertEqual(merged.events, all)
            XCTAssertEqual(mergedArray.events, all)
            XCTAssertEqual(mergedInner.events, [.next(211, 1), .next(221, 2), .next(231, 3), .next(251, 4), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        }
    }

    func testConcatSubscribesToTheNextTraitWhenOneCompletes() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            let res = scheduler.start { Driver.concat(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(251, 4), .completed(261)])
            XCTAssertEqual(ys.subscriptions, [Subscription(241, 260)])
        }
    }

    func testInstanceConcatAndTheLateDriverReplay() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            let y = ys.asDriver(onErrorJustReturn: 0)
            let direct = scheduler.createObserver(Int.self)
            let chained = scheduler.createObserver(Int.self)
            subscribe(y, direct, at: 200, on: scheduler)
            subscribe(xs.asDriver(onErrorJustReturn: 0).concat(y), chained, at: 200, on: scheduler)
            scheduler.start()
            // `y` is already connected (by `direct`), so concat's late subscription gets its latest value.
            // The replay arrives inside concat's subscription at 241, as in RxCocoa (the share is after the hop).
            XCTAssertEqual(chained.events, [.next(211, 1), .next(241, 2), .next(251, 4), .completed(261)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        }
    }

    func testSwitchLatestFollowsTheLatestInnerTrait() {
        onTraitScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
            let nested = scheduler.createHotObservable([
                .next(205, xs.asDriver(onErrorJustReturn: 0)), .next(225, ys.asDriver(onErrorJustReturn: 0)), .completed(300),
            ])
            let res = scheduler.start { nested.asDriver(onErrorJustReturn: .empty()).switchLatest() }
            XCTAssertEqual(res.events, [.next(211, 1), .next(251, 4), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(206, 226)])
            XCTAssertEqual(ys.subscriptions, [Subscription(226, 260)])
        }
    }
}
