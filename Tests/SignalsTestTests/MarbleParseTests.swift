import Signals
import SignalsTest
import XCTest

/// Every symbol of the marble grammar, read into recorded events (frame 10 ticks, origin 200).
final class MarbleParseTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    private func hot(_ diagram: String) throws -> [Recorded<Event<Int>>] {
        try Marbles.parse(diagram, kind: .hot, values: values)
    }

    func testDashesAndKeysTakeOneFrameEachFromTheOrigin() throws {
        XCTAssertEqual(try hot("a-b--c"), [.next(200, 1), .next(220, 2), .next(250, 3)])
        XCTAssertEqual(try hot(""), [])
        XCTAssertEqual(try hot("---"), [])
    }

    func testCompletedAndError() throws {
        XCTAssertEqual(try hot("-a-|"), [.next(210, 1), .completed(230)])
        XCTAssertEqual(try hot("-a#"), [.next(210, 1), .error(220, MarbleTestError())])
        let failure = TestError(code: 4)
        XCTAssertEqual(try Marbles.parse("--#", values: values, error: failure), [.error(220, failure)])
        XCTAssertNotEqual(try hot("--#"), [.error(220, failure)], "# is MarbleTestError() unless error: is given")
    }

    func testAGroupIsOneFrameWithItsEventsInOrder() throws {
        XCTAssertEqual(try hot("-(ab)-c"), [.next(210, 1), .next(210, 2), .next(230, 3)])
        XCTAssertEqual(try hot("(ba|)"), [.next(200, 2), .next(200, 1), .completed(200)])
        XCTAssertEqual(try hot("(c#)"), [.next(200, 3), .error(200, MarbleTestError())])
        XCTAssertEqual(try hot("(a)(b)"), [.next(200, 1), .next(210, 2)])
    }

    func testWhitespaceTakesNoTime() throws {
        XCTAssertEqual(try hot("  a - b\t( c | ) "), [.next(200, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    func testCaretIsTheOriginAndFramesBeforeItAreEarlier() throws {
        XCTAssertEqual(try hot("a-b^-c|"), [.next(170, 1), .next(190, 2), .next(220, 3), .completed(230)])
        XCTAssertEqual(try hot("^a"), [.next(210, 1)], "the ^ frame itself holds no event")
        XCTAssertEqual(try hot("--|-^"), [.completed(180)], "a late subscription point is allowed")
    }

    func testFrameAndOriginParameters() throws {
        XCTAssertEqual(try Marbles.parse("-a^-b", values: values, frame: 1, origin: 0), [.next(-1, 1), .next(2, 2)])
        XCTAssertEqual(try Marbles.parse("-a-b", values: values, frame: 25, origin: 1000), [.next(1025, 1), .next(1075, 2)])
    }

    func testColdTimesAreRelativeToTheSubscription() throws {
        XCTAssertEqual(try Marbles.parse("-a-(b|)", kind: .cold, values: values), [.next(10, 1), .next(30, 2), .completed(30)])
        XCTAssertEqual(try Marbles.parse("a", kind: .cold, values: values, origin: 500), [.next(0, 1)], "origin is for hot diagrams")
    }

    func testMultiCharacterValuesComeFromTheMap() throws {
        let words: [Character: String] = ["h": "hello", "w": "world"]
        XCTAssertEqual(try Marbles.parse("h-w|", values: words), [.next(200, "hello"), .next(220, "world"), .completed(230)])
        XCTAssertEqual(Marbles.identityValues("-x(y|)^z#"), ["x": "x", "y": "y", "z": "z"])
    }

    func testHotObservableFromADiagramSendsAtTheDrawnTimes() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("a-^-b-(c|)", values: values)
        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .next(240, 3), .completed(240)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(220, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testAHotEventAtTheSubscriptionTimeReachesNoOne() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("ab|")
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, "b"), .completed(220)])
        XCTAssertMarbles(res, "-b|")
    }

    func testColdObservableFromADiagramStartsAtEachSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-|")
        XCTAssertEqual(xs.recordedEvents, [.next(10, "a"), .completed(30)])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, "a"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let errors = try scheduler.createColdObservable("#", values: values, error: TestError(code: 2), frame: 5)
        XCTAssertEqual(errors.recordedEvents, [.error(0, TestError(code: 2))])
    }
}
