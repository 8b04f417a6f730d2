import XCTest
@testable import SignalsDemo

/// A long phone book under `--trace` and `--marbles`: each add costs a line of its own size, not a
/// copy of the list, and the marble legend stays bounded, so output and memory grow linearly.
final class LongListTraceTests: XCTestCase {
    /// A script of `count` adds: `add N0;555 0000`, …
    private func adds(_ count: Int) -> String {
        (0..<count).map { "add N\($0);555 \(String(repeating: "0", count: max(0, 4 - String($0).count)))\($0)\n" }.joined()
    }

    func testATracedAddToALongListPrintsItsSizeAndTheNewRow() {
        let run = runCaptured(["phonebook", "--trace"], input: adds(600))
        XCTAssertEqual(run.status, .success)
        let rows = run.out.filter { $0.hasPrefix("← output rows ") }
        XCTAssertEqual(rows.count, 601, "the first list and one per add")
        XCTAssertEqual(rows[3], "← output rows [\"N0 - 555 0000\", \"N1 - 555 0001\", \"N2 - 555 0002\"]", "a short list reads whole")
        XCTAssertEqual(rows[11], "← output rows [11 items, row 11 inserted: \"N10 - 555 0010\"]")
        XCTAssertEqual(rows[600], "← output rows [600 items, row 600 inserted: \"N599 - 555 0599\"]")
        XCTAssertLessThanOrEqual(run.out.map(\.utf8.count).max() ?? 0, 200, "no line grows with the list past 10 rows")
        XCTAssertLessThan(run.out.reduce(0) { $0 + $1.utf8.count + 1 }, 600 * 300, "about 250 bytes per add, whatever the size of the list")
    }

    func testTheMarbleLegendKeepsOneValuePerLetter() {
        let run = runCaptured(["phonebook", "--marbles"], input: adds(300))
        XCTAssertEqual(run.status, .success)
        let legend = Array(run.out.drop { !$0.hasPrefix("T = teardown") })
        for label in ["→ add  ", "← rows  ", "← added  "] {
            let rows = legend.filter { $0.hasPrefix(label) }
            XCTAssertEqual(rows.count, 1 + MarbleLine.keyLetters.count, "\(label): the note and one row per letter")
            XCTAssertEqual(rows.first?.hasSuffix(MarbleDiagram.reusedKeysNote), true, "\(label): \(rows.first ?? "")")
        }
        XCTAssertTrue(legend.contains { $0.hasSuffix("= [300 items, row 300 inserted: \"N299 - 555 0299\"]") }, "the latest values are listed")
        XCTAssertFalse(legend.contains { $0.hasSuffix("= \"N0 - 555 0000\"") }, "the first values' letters were reused")
        XCTAssertLessThan(run.out.reduce(0) { $0 + $1.utf8.count + 1 }, 300 * 300)
    }

    func testAListIsDescribedByWhatChanged() {
        let description = ListOutputDescription(limit: 2)
        XCTAssertEqual(description.describe(["a"]), "[\"a\"]")
        XCTAssertEqual(description.describe(["a", "c"]), "[\"a\", \"c\"]")
        XCTAssertEqual(description.describe(["a", "b", "c"]), "[3 items, row 2 inserted: \"b\"]")
        XCTAssertEqual(description.describe(["a", "b", "c", "d", "e"]), "[5 items, rows 4–5 inserted]")
        XCTAssertEqual(description.describe(["a", "b", "x", "d", "e"]), "[5 items, row 3 changed to \"x\"]")
        XCTAssertEqual(description.describe(["a", "x", "d", "e"]), "[4 items, row 2 removed: \"b\"]")
        XCTAssertEqual(description.describe(["e", "d", "x", "a"]), "[4 items, rows 1–4 replaced by 4 rows]")
        XCTAssertEqual(description.describe(["e", "d", "x", "a"].map { String(decoding: Array($0.utf8), as: UTF8.self) }), "[4 items, unchanged]")
        XCTAssertEqual(description.describe(["e"]), "[\"e\"]")
        XCTAssertEqual(ListOutputDescription(limit: 2).describe(["a", "b", "c"]), "[\"a\", \"b\", … 3 items]", "a first long list")
    }

    func testSharedRowsAreFoundWhetherOrNotTheStringsAreTheSameCopies() {
        let long = (0..<1000).map { "row \($0) with a name too long for a small string" }
        var inserted = long
        inserted.insert("new", at: 700)
        XCTAssertTrue(SharedRows.count(long, inserted) == (700, 300))
        let rebuilt = long.map { String(decoding: Array($0.utf8), as: UTF8.self) }  // equal, not identical
        XCTAssertTrue(SharedRows.count(long, rebuilt) == (1000, 0))
        XCTAssertTrue(SharedRows.count([], long) == (0, 0))
        XCTAssertTrue(SharedRows.count(long, Array(long.dropFirst())) == (0, 999))
    }
}
