import Signals
import SignalsTest
import XCTest

/// Recorded events drawn back as marble diagrams, and the comparison message with both diagrams.
final class MarbleRenderTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    func testFramesFromTheOriginWithGroupsAndTerminals() throws {
        XCTAssertEqual(try Marbles.render([.next(210, 1), .next(240, 2), .completed(250)], values: values), "-a--b|")
        XCTAssertEqual(try Marbles.render([.next(200, 1), .next(200, 2), .next(210, 3), .completed(210)], values: values), "(ab)(c|)")
        XCTAssertEqual(try Marbles.render([.next(230, 3), .error(230, TestError(code: 1))], values: values), "---(c#)")
        XCTAssertEqual(try Marbles.render([Recorded<Event<Int>>](), values: values), "")
        XCTAssertEqual(try Marbles.render([.next(3, 1), .completed(5)], values: values, frame: 1, origin: 0), "---a-|")
    }

    func testTheSmallestKeyWinsAndUnmappedValuesDrawAsTheirDescription() throws {
        XCTAssertEqual(try Marbles.render([.next(200, 1)], values: ["z": 1, "y": 1]), "y")
        XCTAssertEqual(try Marbles.render([.next(200, 7), .next(210, 1)], values: values), "7a")
        XCTAssertEqual(try Marbles.render([.next(200, "hello")], values: ["h": "hello"]), "h")
        XCTAssertEqual(try Marbles.render([.next(200, 5)], key: { _ in "k" }), "k")
    }

    func testEventsThatCannotBeDrawnThrowNamingTheEvent() {
        XCTAssertThrowsError(try Marbles.render([.next(215, 1)], values: values)) { error in
            XCTAssertEqual(String(describing: error), "cannot draw as marbles: next(1) at 215 is not on a frame (10 ticks from 200)")
        }
        XCTAssertThrowsError(try Marbles.render([.next(190, 1)], values: values)) { error in
            XCTAssertEqual(error as? MarbleDrawingError, MarbleDrawingError("next(1) at 190 is before the origin 200"))
        }
        XCTAssertThrowsError(try Marbles.render([.next(220, 1), .next(210, 2)], values: values)) { error in
            XCTAssertEqual(error as? MarbleDrawingError, MarbleDrawingError("next(2) at 210 is earlier than the event before it"))
        }
        XCTAssertThrowsError(try Marbles.render([.next(200, 42)], values: values)) { error in
            XCTAssertEqual(error as? MarbleDrawingError, MarbleDrawingError("next(42) at 200 has no one-character key (pass values:)"))
        }
        XCTAssertThrowsError(try Marbles.render([.next(200, "-")], values: [:])) { error in
            XCTAssertEqual(error as? MarbleDrawingError, MarbleDrawingError("next(-) at 200 would draw as \"-\", which is not a key"))
        }
        XCTAssertThrowsError(try Marbles.render([.next(200, 1)], values: values, frame: 0)) { error in
            XCTAssertEqual(error as? MarbleDrawingError, MarbleDrawingError("a frame must last at least 1 tick, not 0"))
        }
    }

    func testObserverMarbles() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("--a-b-(c|)")
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.marbles, "--a-b-(c|)")
        XCTAssertEqual(res.marbles(key: { $0 == "a" ? "A" : $0.first }), "--A-b-(c|)")
        XCTAssertEqual(res.marbles(values: ["x": "a"], frame: 5, origin: 190), "------x---b---(c|)")
        XCTAssertEqual(res.marbles(values: [:], origin: 230), "cannot draw as marbles: next(a) at 220 is before the origin 230")
    }

    func testAssertMarblesIsNilWhenEqualAndShowsBothDiagramsWhenNot() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-|", values: values)
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertNil(assertMarbles(res, "-a-b-|", values: ["a": 10, "b": 20]))
        XCTAssertNil(assertMarbles(res, "   - a - b - | ", values: ["a": 10, "b": 20]))
        XCTAssertEqual(assertMarbles(res, "-a--b|", values: ["a": 10, "b": 20]),
                       "marbles differ\n  expected: -a--b|\n  actual:   -a-b-|")
        XCTAssertEqual(assertMarbles(res, "-a-b-|", values: ["a": 1, "b": 2]),
                       "marbles differ\n  expected: -a-b-|\n  actual:   cannot draw as marbles: next(10) at 210 has no one-character key (pass values:)"
                       + "\n  expected events: [next(1) @ 210, next(2) @ 230, completed @ 250]"
                       + "\n  actual events:   [next(10) @ 210, next(20) @ 230, completed @ 250]")
        XCTAssertEqual(assertMarbles(res, "-a-(b", values: ["a": 10, "b": 20]),
                       "invalid expected diagram: unclosed \"(\" at column 4\n  -a-(b\n     ^")
    }

    func testAssertMarblesListsEventsWhenTheDiagramsLookAlike() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a#", values: values, error: TestError(code: 1))
        let res = scheduler.start { xs.asObservable() }
        XCTAssertNil(assertMarbles(res, "-a#", values: values, error: TestError(code: 1)))
        XCTAssertEqual(assertMarbles(res, "-a#", values: values),
                       "marbles differ\n  expected: -a#\n  actual:   -a#"
                       + "\n  expected events: [next(1) @ 210, error(MarbleTestError(error)) @ 220]"
                       + "\n  actual events:   [next(1) @ 210, error(TestError(code: 1)) @ 220]")
    }

    func testAssertMarblesForStrings() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-x-y|")
        let res = scheduler.start { xs.asObservable() }
        XCTAssertNil(assertMarbles(res, "-x-y|"))
        XCTAssertEqual(assertMarbles(res, "-x-z|"), "marbles differ\n  expected: -x-z|\n  actual:   -x-y|")
        XCTAssertMarbles(res, "-x-y|")
    }

    func testAColdEventInFrameZeroArrivesAsItIsSubscribed() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("x|")
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(200, "x"), .completed(210)], "scheduled at an absolute time: no processing delay, as in RxTest")
        XCTAssertNil(assertMarbles(res, "x|"))
    }
}
