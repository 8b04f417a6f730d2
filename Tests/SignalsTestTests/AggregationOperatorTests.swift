import Signals
import SignalsTest
import XCTest

/// `reduce` and `toArray` in virtual time: one result when the source completes, nothing before.
final class AggregationOperatorTests: LeakCheckingTestCase {
    // MARK: reduce

    func testReduceSendsTheTotalWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250), .next(260, 9),
        ])
        let res = scheduler.start { xs.reduce(100, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 109), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceOfAnEmptySourceSendsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250, Int.self)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithMapResultMapsTheTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        XCTAssertEqual(res.events, [.next(250, "sum 5"), .completed(250)])
    }

    func testReducePassesOnASourceErrorWithoutAResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError(code: 1))])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.error(250, TestError(code: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceFailsWhenTheAccumulatorThrowsAndReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: { total, value in
                if value == 3 { throw TestError(code: 2) }
                return total + value
            })
        }
        XCTAssertEqual(res.events, [.error(220, TestError(code: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testReduceFailsWhenMapResultThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { (_: Int) throws -> Int in throw TestError(code: 3) })
        }
        XCTAssertEqual(res.events, [.error(250, TestError(code: 3))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceSendsNothingWhenDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start(disposed: 240) { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReduceStartsFromTheSeedForEachSubscription() {
        let source = Observable.of(1, 2, 3).reduce(10, accumulator: +)
        var results: [Int] = []
        _ = source.subscribe(AnyObserver { if case .next(let value) = $0 { results.append(value) } })
        _ = source.subscribe(AnyObserver { if case .next(let value) = $0 { results.append(value) } })
        XCTAssertEqual(results, [16, 16])
    }

    // MARK: toArray

    func testToArraySendsEveryValueWhenTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, [1, 2]), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayOfAnEmptySourceSendsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
    }

    func testToArrayPassesOnAnErrorAndDropsTheValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError(code: 4))])
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(250, TestError(code: 4), [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayCollectsSeparatelyForEachSubscription() {
        let source = Observable.of(1, 2).toArray()
        var results: [[Int]] = []
        _ = source.subscribe(AnyObserver { if case .next(let value) = $0 { results.append(value) } })
        _ = source.subscribe(AnyObserver { if case .next(let value) = $0 { results.append(value) } })
        XCTAssertEqual(results, [[1, 2], [1, 2]])
    }
}
