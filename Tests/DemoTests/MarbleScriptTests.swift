import XCTest

/// `signals-demo SCREEN --marbles < script`, run as the real binary: the exact diagram printed
/// after the script's output, wrapped at 80 columns (stdout is a pipe).
final class MarbleScriptTests: XCTestCase {
    private let header = "marbles (a column per step: 0 is the binding, then one per input):"

    func testTheFourthTapBecomesAnAlertInItsColumn() throws {
        let run = try DemoBinary.run(["touch", "--marbles"], input: "tap\ntap\ntap\ntap\nreset\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(run.outLines, [
            "count: 0", "count: 1", "count: 2", "count: 3",
            "alert: You can't tap more than 3 times",
            "count: 0",
            "",
            header,
            "step        │ 0         5",
            "→ tap       │ - o o o o -",
            "→ reset     │ - - - - - o",
            "← countText │ 0 1 2 3 - 0",
            "← alert     │ - - - - a -",
            "",
            "← alert      a = \"You can't tap more than 3 times\"",
        ])
    }

    func testALongRunIsWrappedInChunksOfEightyColumns() throws {
        let run = try DemoBinary.run(["--marbles", "touch"], input: String(repeating: "tap\n", count: 45))
        XCTAssertEqual(run.status, 0)
        let os = String(repeating: " o", count: 32)
        XCTAssertEqual(Array(run.outLines.drop { $0 != header }), [
            header,
            "step        │ 0         5         10        15        20        25        30",
            "→ tap       │ -" + os,
            "← countText │ 0 1 2 3" + String(repeating: " -", count: 29),
            "← alert     │ - - - -" + String(repeating: " a", count: 29),
            "",
            "step        │…    35        40        45",
            "→ tap       │…o" + String(repeating: " o", count: 12),
            "← countText │…-" + String(repeating: " -", count: 12),
            "← alert     │…a" + String(repeating: " a", count: 12),
            "",
            "← alert      a = \"You can't tap more than 3 times\"",
        ])
        XCTAssertTrue(run.outLines.allSatisfy { $0.count <= 80 })
    }

    func testWithTraceTheLinesComeFirstAndEveryValueIsInTheLegend() throws {
        let run = try DemoBinary.run(["greeting", "--trace", "--marbles"], input: "first David\nlast Blaine\nshow\nlast Copperfield\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(Array(run.outLines.prefix(3)), ["← output person \"\" \"\"", "← output greeting \"\"", "greeting:"])
        XCTAssertEqual(Array(run.outLines.drop { $0 != header }), [
            header,
            "step           │ 0",
            "→ firstName    │ - a - - -",
            "→ lastName     │ - - a - b",
            "→ showGreeting │ - - - o -",
            "← person       │ a b c - d",
            "← greeting     │ a - - b c",
            "",
            "→ firstName     a = \"David\"",
            "→ lastName      a = \"Blaine\"",
            "→ lastName      b = \"Copperfield\"",
            "← person        a = \"\" \"\"",
            "← person        b = \"David\" \"\"",
            "← person        c = \"David\" \"Blaine\"",
            "← person        d = \"David\" \"Copperfield\"",
            "← greeting      a = \"\"",
            "← greeting      b = \"Hello David Blaine\"",
            "← greeting      c = \"Hello David Copperfield\"",
        ])
    }

    func testABadLineStillShowsTheMarblesOfWhatRanAndValuesAreEscaped() throws {
        let run = try DemoBinary.run(["traffic", "--marbles"], input: "select Red\nselect \u{1B}[2J\nwait\n")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.hasPrefix("signals-demo traffic: line 3: "), run.err)
        XCTAssertEqual(Array(run.outLines.drop { $0 != header }), [
            header,
            "step          │ 0",
            "→ color       │ - a b",
            "← description │ a b c",
            "",
            "→ color        a = \"Red\"",
            "→ color        b = \"\\u{1B}[2J\"",
            "← description  a = \"\"",
            "← description  b = \"Stop\"",
            "← description  c = \"not a traffic-light colour: enter Red, Green or Yellow\"",
        ])
        XCTAssertFalse(run.out.contains("\u{1B}"))
    }

    /// Issue 25 item 2: the error signal completes when the phone book is released at the end of
    /// the script; that is drawn after the teardown line and in the `T` column, not as if the
    /// refused add had completed it (`- (a|)`).
    func testTheErrorOutputsCompletionAtTeardownIsNotDrawnAsTheLastInputs() throws {
        let run = try DemoBinary.run(["phonebook", "--trace", "--marbles"], input: "add ;\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(Array(run.outLines.drop { $0 != "error: you need name and number" }.prefix(4)), [
            "error: you need name and number",
            "← output isSaving false",
            "── teardown: screen closed, View and ViewModel released (no input) ──",
            "← output error completed",
        ])
        XCTAssertEqual(Array(run.outLines.drop { $0 != header }.prefix(10)), [
            header,
            "step           │ 0      T",
            "→ add          │ - a    -",
            "← ordering     │ a -    -",
            "← storageError │ a -    -",
            "← rows         │ a -    -",
            "← isSaving     │ a (ba) -",
            "← error        │ - a    |",
            "",
            "T = teardown: the screen closed and its ViewModel was released; not an input",
        ])
    }

    func testAStoreUnreadableAtStartPrintsNoDiagram() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("c.json")
        try Data("not json".utf8).write(to: store)
        let run = try DemoBinary.run(["phonebook", "--marbles", "--store", store.path], input: "list\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.out, "")
    }
}
