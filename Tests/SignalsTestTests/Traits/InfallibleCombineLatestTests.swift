import Signals
import SignalsTest
import XCTest

/// `Infallible.combineLatest` of 2 to 8 sources, with a result selector and as tuples, written as
/// an RxSwift app's RxTest tests would be, in virtual time.
final class InfallibleCombineLatestTests: LeakCheckingTestCase {
    func testCombineLatestOfTwoWithASelectorAndAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(250)])
        let a = xs.asInfallible(onErrorJustReturn: 0)
        let b = ys.asInfallible(onErrorJustReturn: "?")
        let res = scheduler.start { Infallible.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "3a"), .next(240, "3b"), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])

        let tuples = TestScheduler(initialClock: 0)
        let first = tuples.createColdObservable([.next(5, 2), .next(15, 4)]).asInfallible(onErrorFallbackTo: .never())
        let second = tuples.createColdObservable([.next(10, 10)]).asInfallible(onErrorFallbackTo: .never())
        let sums = tuples.start { Infallible.combineLatest(first, second).map { $0 + $1 } }
        XCTAssertEqual(sums.events, [.next(210, 12), .next(215, 14)])
    }

    /// The events of what `combine` makes of eight hot sources, source i sending i at 200 + i and all
    /// completing at 300.
    private func events(_ combine: @escaping ([Infallible<Int>]) -> Infallible<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .completed(300)]).asInfallible(onErrorJustReturn: 0)
        }
        return scheduler.start { combine(sources) }.events
    }

    func testCombineLatestOfThreeToEight() {
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2]).map { $0 + $1 + $2 } }, [.next(203, 6), .completed(300)])
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 } }, [.next(204, 10), .completed(300)])
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { $0 + $1 + $2 + $3 + $4 } },
                       [.next(205, 15), .completed(300)])
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { $0 + $1 + $2 + $3 + $4 + $5 } },
                       [.next(206, 21), .completed(300)])
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 } },
                       [.next(207, 28), .completed(300)])
        XCTAssertEqual(events { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } },
                       [.next(208, 36), .completed(300)])
    }

    func testCombineLatestOfEightAsATuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = (1...8).map { scheduler.createHotObservable([.next(200 + $0, $0)]).asInfallible(onErrorJustReturn: 0) }
        let res = scheduler.start {
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { "\($0.0)…\($0.7)" }
        }
        XCTAssertEqual(res.events, [.next(208, "1…8")])
    }
}
