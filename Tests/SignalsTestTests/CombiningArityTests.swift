import Foundation
import Signals
import SignalsTest
import XCTest

/// The generated `combineLatest` / `zip` arities beyond 4 (5 and 8, the first and the last), and the
/// check that the checked-in generated files are what `Scripts/generate-arities.py` writes.
final class CombiningArityTests: LeakCheckingTestCase {
    func testGeneratedFilesMatchTheGenerator() throws {
        try assertGeneratedFilesAreCurrent(script: "Scripts/generate-arities.py")
    }

    func testCombineLatestOfFiveSendsOnceEverySourceSentAndCompletesWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...4).map { index in scheduler.createHotObservable([.next(200 + 10 * index, index), .completed(300)]) }
        let last = scheduler.createHotObservable([.next(250, 5), .next(260, 6), .completed(310)])
        let res = scheduler.start {
            Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], last) { [$0, $1, $2, $3, $4] }
        }
        XCTAssertEqual(res.events, [.next(250, [1, 2, 3, 4, 5]), .next(260, [1, 2, 3, 4, 6]), .completed(310)])
        for source in xs { XCTAssertEqual(source.subscriptions, [Subscription(200, 300)]) }
        XCTAssertEqual(last.subscriptions, [Subscription(200, 310)])
    }

    func testCombineLatestOfEightFailsWithTheLastSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...7).map { index in scheduler.createHotObservable([.next(200 + index, index)]) }
        let last = scheduler.createHotObservable([.next(210, 8), .error(250, TestError(code: 8))])
        let res = scheduler.start {
            Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], last)
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
        XCTAssertEqual(res.events, [.next(210, [1, 2, 3, 4, 5, 6, 7, 8]), .error(250, TestError(code: 8))])
        for source in xs + [last] { XCTAssertEqual(source.subscriptions, [Subscription(200, 250)]) }
    }

    func testZipOfEightPairsInOrderAndCompletesWhenAllCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .next(300 + index, 10 * index), .completed(400 + index)])
        }
        let res = scheduler.start {
            Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
        XCTAssertEqual(res.events, [.next(208, Array(1...8)), .next(308, (1...8).map { 10 * $0 }), .completed(408)])
        XCTAssertEqual(xs.map(\.subscriptions), (1...8).map { [Subscription(200, 400 + $0)] })
    }

    func testZipOfFiveWithASelectorFailsWhenTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (1...5).map { index in scheduler.createHotObservable([.next(210, index), .next(220, 0)]) }
        let res = scheduler.start {
            Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4]) { a, b, c, d, e -> Int in
                if a == 0 { throw TestError(code: 5) }
                return a + b + c + d + e
            }
        }
        XCTAssertEqual(res.events, [.next(210, 15), .error(220, TestError(code: 5))])
        for source in xs { XCTAssertEqual(source.subscriptions, [Subscription(200, 220)]) }
    }
}
