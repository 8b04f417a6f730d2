import Signals
import SignalsTest
import XCTest

/// The same operator tests written in RxTest's array form and in marble form, side by side: both
/// forms describe the same events, so both must pass (and the array form keeps working).
final class MarbleOperatorTests: LeakCheckingTestCase {
    private let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "8": 8]

    func testMapInArrayForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .next(230, 6), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMapInMarbleForm() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("1----^2-3-|", values: digits)
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertMarbles(res, "     -4-6-|", values: digits)
        XCTAssertEqual(res.marbles, "-4-6-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFilterInArrayForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(230, 4), .next(240, 5), .error(250, TestError(code: 9)),
        ])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(220, 2), .next(230, 4), .error(250, TestError(code: 9))])
    }

    func testFilterInMarbleForm() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let failure = TestError(code: 9)
        let xs = try scheduler.createHotObservable("-12(34)5#", values: digits, error: failure)
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(res, "--24-#", values: digits, error: failure)
    }

    func testDebounceInArrayForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(260, 4), .next(330, 5), .completed(340),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(280, 4), .next(340, 5), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testDebounceInMarbleForm() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("1----^2---34------5|", values: digits)
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertMarbles(res, "     ---2----4-----(5|)", values: digits)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testDebounceOfStringsReadsLikeTheDiagram() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let input = try scheduler.createHotObservable("--a--b-c---|")
        let result = scheduler.start { input.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.marbles, "----a----c-|")
        XCTAssertMarbles(result, "----a----c-|")
    }

    func testColdInnerObservablesInFlatMap() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = try scheduler.createHotObservable("-a--b---|")
        let inner = try scheduler.createColdObservable("-x-(y|)")
        let res = scheduler.start { outer.flatMap { letter in inner.map { letter + $0 } } }
        XCTAssertEqual(res.events, [
            .next(220, "ax"), .next(240, "ay"), .next(250, "bx"), .next(270, "by"), .completed(280),
        ])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
        XCTAssertEqual(res.marbles, "cannot draw as marbles: next(ax) at 220 has no one-character key (pass values:)")
        XCTAssertMarbles(res, "--p-qr-s|",
                         values: ["p": "ax", "q": "ay", "r": "bx", "s": "by"])
    }
}
