import Signals
import SignalsTest
import XCTest

/// Malformed diagrams throw a `MarbleSyntaxError` naming the column, with a caret under it.
final class MarbleSyntaxErrorTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2]

    private func hot(_ diagram: String) throws -> [Recorded<Event<Int>>] {
        try Marbles.parse(diagram, kind: .hot, values: values)
    }

    func testGroups() {
        XCTAssertMarbleSyntaxError(try hot("--a-(b-"), "\"-\" at column 7 inside the group opened at column 5")
        XCTAssertMarbleSyntaxError(try hot("--a-(b"), "unclosed \"(\" at column 5")
        XCTAssertMarbleSyntaxError(try hot("-a)"), "\")\" at column 3 without \"(\"")
        XCTAssertMarbleSyntaxError(try hot("(a(b))"), "\"(\" at column 3 inside the group opened at column 1")
        XCTAssertMarbleSyntaxError(try hot("-()"), "empty group \"()\" at column 2")
        XCTAssertMarbleSyntaxError(try hot("(a^)"), "\"^\" at column 3 inside the group opened at column 1")
    }

    func testSubscriptionPoint() {
        XCTAssertMarbleSyntaxError(try hot("-^---^"), "\"^\" twice (columns 2 and 6)")
        XCTAssertMarbleSyntaxError(try Marbles.parse("-^a", kind: .cold, values: values),
                                   "\"^\" at column 2 in a cold diagram (only hot diagrams have a subscription point)")
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertMarbleSyntaxError(try scheduler.createColdObservable("a^"),
                                   "\"^\" at column 2 in a cold diagram (only hot diagrams have a subscription point)")
    }

    func testNothingButTimeAfterATerminalEvent() throws {
        XCTAssertMarbleSyntaxError(try hot("-a-#----|"), "\"|\" after \"#\" at column 9 (\"#\" at column 4)")
        XCTAssertMarbleSyntaxError(try hot("|a"), "\"a\" after \"|\" at column 2 (\"|\" at column 1)")
        XCTAssertMarbleSyntaxError(try hot("(|a)"), "\"a\" after \"|\" at column 3 (\"|\" at column 2)")
        XCTAssertMarbleSyntaxError(try hot("#-#"), "\"#\" after \"#\" at column 3 (\"#\" at column 1)")
        XCTAssertEqual(try hot("|--"), [.completed(200)])
    }

    func testKeysWithoutAValue() {
        XCTAssertMarbleSyntaxError(try hot("-ax"), "key \"x\" at column 3 has no value")
        XCTAssertMarbleSyntaxError(try hot("- (a x)"), "key \"x\" at column 6 has no value")
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertMarbleSyntaxError(try scheduler.createHotObservable("-a-b", values: ["a": 1]), "key \"b\" at column 4 has no value")
    }

    func testFrameMustBePositive() {
        XCTAssertMarbleSyntaxError(try Marbles.parse("-a", values: values, frame: 0), "a frame must last at least 1 tick, not 0")
    }

    func testTheFirstProblemIsReported() {
        XCTAssertMarbleSyntaxError(try hot("x-(a"), "key \"x\" at column 1 has no value")
        XCTAssertMarbleSyntaxError(try hot("^(a^"), "\"^\" at column 4 inside the group opened at column 2")
    }

    func testDescriptionPutsACaretUnderEachColumn() {
        XCTAssertThrowsError(try hot("--a-(b")) { error in
            XCTAssertEqual(String(describing: error), "unclosed \"(\" at column 5\n  --a-(b\n      ^")
        }
        XCTAssertThrowsError(try hot("-^---^")) { error in
            XCTAssertEqual(String(describing: error), "\"^\" twice (columns 2 and 6)\n  -^---^\n   ^   ^")
            XCTAssertEqual(error as? MarbleSyntaxError, MarbleSyntaxError("\"^\" twice (columns 2 and 6)", diagram: "-^---^", columns: [2, 6]))
        }
        XCTAssertEqual(MarbleSyntaxError("bad", diagram: "ab", columns: []).description, "bad\n  ab")
    }
}
