import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// The binding pane as a first-time user meets it: `signals-demo` with no flags shows each screen's
/// inputs and outputs under the View, Ctrl-T switches trace → marbles → View only on every screen,
/// the menu and the key help say so, and the View keeps priority in a small terminal.
final class BindingPaneTests: XCTestCase {
    /// The app as `signals-demo` starts it with `arguments` (no flags: README's first command).
    private func makeApp(_ terminal: FakeTerminal, arguments: [String] = [], contacts: Int = 0) throws -> InteractiveApp {
        let options = try parseOptions(arguments)
        let repository = InMemoryContactRepository(contacts: (0..<contacts).map { Contact(name: "Person \($0)", number: "555 \($0)") })
        return InteractiveApp(terminal: terminal, options: options, makeRepository: { repository })
    }

    /// The frame's lines from the pane header starting with `header` on (empty: no such pane).
    private func pane(_ header: String, _ terminal: FakeTerminal) -> [String] {
        Array(terminal.screen.drop { !$0.hasPrefix("── " + header) })
    }

    private let switchKey = Key.control("t")

    func testReadmesFirstCommandShowsInputViewModelOutputAfterOneTap() throws {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = try makeApp(terminal)
        press([.character("1"), .character(" ")], on: app)
        XCTAssertEqual(terminal.line(2), "  Touches: 1")
        XCTAssertEqual(pane("trace", terminal), [
            "── trace: input → ViewModel → output ──",
            "  ← output countText \"0\"",
            "  → input tap",
            "  ← output countText \"1\"",
        ])
        XCTAssertTrue(terminal.screen.contains(" space: tap · r: reset · Esc: back · Ctrl-T: marbles · Ctrl-C: quit"), "\(terminal.screen)")
    }

    func testEveryScreenShowsItsBindingsByDefault() throws {
        let firstKeys: [[Key]] = [[.character(" ")], [.character("A")], typing("Red") + [.enter], typing("Ann") + [.tab] + typing("1") + [.enter], [.character("A")]]
        let expected = ["→ input tap", "→ input firstName \"A\"", "→ input color \"Red\"", "→ input add \"Ann\";\"1\";\"\"", "→ input firstName \"A\""]
        for (index, keys) in firstKeys.enumerated() {
            let terminal = FakeTerminal(columns: 80, rows: 24)
            let app = try makeApp(terminal, contacts: index == 3 ? 50 : 0)
            press([.character(Character("\(index + 1)"))] + keys, on: app)
            let shown = pane("trace", terminal)
            XCTAssertTrue(shown.contains("  " + expected[index]), "screen \(index + 1): \(terminal.screen)")
            XCTAssertTrue(shown.contains { $0.hasPrefix("  ← output ") }, "screen \(index + 1): \(terminal.screen)")
        }
    }

    func testTheSwitchKeyCyclesTraceMarblesGraphAndTheViewAloneOnEveryScreen() throws {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = try makeApp(terminal)
        press([.character("1"), .character(" ")], on: app)
        XCTAssertEqual(app.pane, .trace)
        press([switchKey], on: app)
        XCTAssertEqual(pane("trace", terminal), [])
        XCTAssertEqual(pane("marbles", terminal), [
            "── marbles: a column per input ──",
            "  step        │ 0",
            "  → tap       │ - o",
            "  ← countText │ 0 1",
        ], "the marbles recorded while the trace showed")
        XCTAssertEqual(terminal.line(2), "  Touches: 1", "the View stays")
        XCTAssertTrue(terminal.screen.contains { $0.contains("Ctrl-T: graph") }, "\(terminal.screen)")
        press([switchKey], on: app)
        XCTAssertEqual(pane("bindings", terminal).first, "── bindings: what flows into what, with counts ──", "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains { $0.contains("\"count\" asDriver #") && $0.contains("— 2 values") }, "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains { $0.contains("Ctrl-T: hide") }, "\(terminal.screen)")
        press([switchKey], on: app)
        XCTAssertEqual(pane("trace", terminal) + pane("marbles", terminal) + pane("bindings", terminal), [])
        XCTAssertEqual(terminal.screen.last, " space: tap · r: reset · Esc: back · Ctrl-T: trace · Ctrl-C: quit")
        press([.character(" ")], on: app)  // recorded while hidden
        press([switchKey], on: app)
        XCTAssertEqual(pane("trace", terminal).suffix(2), ["  → input tap", "  ← output countText \"2\""])
        XCTAssertEqual(terminal.line(2), "  Touches: 2")
        // The key reaches no screen: in a text field it types nothing.
        press([.escape, .character("2"), .character("A"), switchKey, .character("B")], on: app)
        XCTAssertEqual(terminal.line(2), "> First name: [AB                      ]")
        XCTAssertEqual(app.pane, .marbles, "the choice holds across screens")
    }

    func testAHiddenPaneDrawsNoFrameForItsLines() throws {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = try makeApp(terminal)
        press([.character("1"), switchKey, switchKey, switchKey], on: app)
        let frames = terminal.writes.count
        press([.character("r")], on: app)  // a reset at 0: an input line, no output change
        XCTAssertEqual(terminal.writes.count, frames)
        press([switchKey, .character("r")], on: app)
        XCTAssertEqual(terminal.writes.count, frames + 2, "the trace shows: the reset's line draws a frame")
    }

    func testTheMenuSaysWhatThePaneShowsAndHowToSwitchIt() throws {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = try makeApp(terminal)
        app.drawIfNeeded()
        XCTAssertEqual(terminal.lines(10...14), [
            "",
            "  Under each screen its bindings run live: → an input the View sends to the",
            "  ViewModel, ← an output the ViewModel sends back to the View.",
            "  Ctrl-T switches the pane: trace, marbles, graph, View only (now: trace).",
            "",
        ])
        XCTAssertEqual(terminal.line(15), " number or ↑/↓ + Enter: open · q: quit · Ctrl-T: marbles · Ctrl-C: quit")
        press([switchKey], on: app)
        XCTAssertEqual(terminal.line(13), "  Ctrl-T switches the pane: trace, marbles, graph, View only (now: marbles).")
    }

    func testTheFlagsChooseTheStartingPane() throws {
        let cases: [([String], BindingPane)] = [
            ([], .trace), (["--trace"], .trace), (["--marbles"], .marbles), (["--trace", "--marbles"], .traceAndMarbles),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(try makeApp(FakeTerminal(), arguments: arguments).pane, expected, "\(arguments)")
        }
        XCTAssertEqual(BindingPane.traceAndMarbles.next, .graph)
        XCTAssertEqual(BindingPane.graph.next, .viewOnly)
    }

    func testInASmallTerminalTheViewComesFirst() throws {
        for (columns, rows) in [(20, 5), (30, 8), (45, 11)] {
            let withPane = FakeTerminal(columns: columns, rows: rows)
            let alone = FakeTerminal(columns: columns, rows: rows)
            let keys = [.character("2")] + typing("Ada") + [.tab] + typing("Lovelace") + [.enter]
            press(keys, on: try makeApp(withPane))
            press(keys + [switchKey, switchKey, switchKey], on: try makeApp(alone))
            let viewRows = alone.screen.count - 1  // all but the key help
            XCTAssertEqual(Array(withPane.screen.prefix(viewRows)), Array(alone.screen.prefix(viewRows)), "\(columns)×\(rows)")
        }
    }

    func testALongPhoneBookLeavesTheTraceRoomAndAbbreviatesTheRows() throws {
        let terminal = FakeTerminal(columns: 160, rows: 24)
        let app = try makeApp(terminal, contacts: 200)
        press([.character("4")], on: app)
        // The list gives up a third of the rows (8) so the pane shows; the View alone lists 14 rows.
        XCTAssertEqual(terminal.line(2), "  Contacts (200), by name, rows 1–6 (PgUp/PgDn):")
        XCTAssertEqual(pane("trace", terminal).count, 5, "the header and the four outputs the binding replays: \(terminal.screen)")
        let rows = (0..<5).map { "\"Person \($0) - 555 \($0)\"" }.joined(separator: ", ")
        XCTAssertTrue(terminal.screen.contains("  ← output rows [\(rows), … 200 items]"), "\(terminal.screen)")
        press([switchKey, switchKey, switchKey], on: app)
        XCTAssertEqual(terminal.line(2), "  Contacts (200), by name, rows 1–14 (PgUp/PgDn):")
        let short = ListOutputDescription.abbreviated(["a", "b"], limit: BindingTrace.defaultListLimit)
        XCTAssertEqual(short, "[\"a\", \"b\"]", "a script's trace spells out a short list")
        XCTAssertEqual(ListOutputDescription.abbreviated(["a", "b"], limit: 1), "[\"a\", … 2 items]")
    }

    func testEachScreenOpensWithAPaneOfItsOwnBinding() throws {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = try makeApp(terminal)
        press([.character("2"), .character("A"), .enter, .escape], on: app)
        XCTAssertTrue(pane("trace", terminal).contains("  ← output greeting \"Hello A\""), "the menu keeps the last screen's lines")
        press([.character("1")], on: app)
        XCTAssertEqual(pane("trace", terminal), ["── trace: input → ViewModel → output ──", "  ← output countText \"0\""])
    }

    func testANarrowTerminalShortensThePaneHeaders() throws {
        let terminal = FakeTerminal(columns: 30, rows: 12)
        let app = try makeApp(terminal)
        press([.character("1"), .character(" ")], on: app)
        XCTAssertTrue(terminal.screen.contains("── trace ──"), "\(terminal.screen)")
        XCTAssertEqual(terminal.screen.last, "  ← output countText \"1\"")
        press([switchKey], on: app)
        XCTAssertTrue(terminal.screen.contains("── marbles ──"), "\(terminal.screen)")
    }
}
