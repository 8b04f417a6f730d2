import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// `--marbles` in the interactive app, through a fake terminal: the pane under the screen, its
/// columns (a tap and what it caused share one), scrolling, resizing, escaping and `--trace`.
final class MarblePaneTests: XCTestCase {
    private func makeApp(_ terminal: FakeTerminal, trace: Bool = false) -> InteractiveApp {
        InteractiveApp(terminal: terminal, trace: trace, marbles: true, makeRepository: { InMemoryContactRepository() })
    }

    /// The frame's lines from the marble pane's header on.
    private func pane(_ terminal: FakeTerminal) -> [String] {
        Array(terminal.screen.drop { !$0.hasPrefix("── marbles") })
    }

    private func taps(_ count: Int) -> [Key] { Array(repeating: .character(" "), count: count) }

    func testFourTapsDrawTheCountsAndTheAlertInTheTapsColumns() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = makeApp(terminal)
        app.drawIfNeeded()
        XCTAssertEqual(pane(terminal), ["── marbles: a column per input ──", "  (no events yet)"])
        press([.character("1")], on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │ 0",
            "  ← countText │ 0",
        ])
        press(taps(4), on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │ 0",
            "  → tap       │ - o o o o",
            "  ← countText │ 0 1 2 3 -",
            "  ← alert     │ - - - - a",
            "  ← alert: a = \"You can't tap more than 3 times\"",
        ])
        press([.character("r")], on: app)  // dismisses the alert and resets: step 5
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │ 0         5",
            "  → tap       │ - o o o o -",
            "  → reset     │ - - - - - o",
            "  ← countText │ 0 1 2 3 - 0",
            "  ← alert     │ - - - - a -",
            "  ← alert: a = \"You can't tap more than 3 times\"",
        ])
        press([.character("q"), .character("1")], on: app)  // a screen opened again starts a new axis
        XCTAssertEqual(pane(terminal).dropFirst(), ["  step        │ 0", "  ← countText │ 0"])
    }

    func testANarrowTerminalKeepsTheLatestStepsBehindAnEllipsis() {
        let terminal = FakeTerminal(columns: 40, rows: 24)
        let app = makeApp(terminal)
        press([.character("1")] + taps(20), on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │…  10        15        20",
            "  → tap       │…o o o o o o o o o o o o",
            "  ← countText │…- - - - - - - - - - - -",
            "  ← alert     │…a a a a a a a a a a a a",
            "  ← alert: a = \"You can't tap more than…",
        ])
        XCTAssertTrue(terminal.screen.allSatisfy { $0.columns <= 40 })
    }

    func testAResizeLaysThePaneOutAgain() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = makeApp(terminal)
        press([.character("1")] + taps(3), on: app)
        terminal.size = (24, 24)
        press([.resized], on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │ 0",
            "  → tap       │ - o o o",
            "  ← countText │ 0 1 2 3",
        ])
        terminal.size = (22, 24)
        press([.resized], on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step        │…",
            "  → tap       │…o o o",
            "  ← countText │…1 2 3",
        ])
        let all = ["── marbles: a column per input ──", "  step        │ 0", "  → tap       │ - o o o", "  ← countText │ 0 1 2 3"]
        // The screen keeps its rows; the pane gets what is left. Short of rows, the blank line
        // above the pane goes first, then the step ruler, then the streams from the bottom.
        for (rows, expected, blankAbove) in [(10, all, true), (9, all, false), (8, [all[0], all[2], all[3]], false), (7, [all[0], all[2]], false)] {
            terminal.size = (80, rows)
            press([.resized], on: app)
            XCTAssertEqual(pane(terminal), expected, "\(rows) rows")
            XCTAssertEqual(terminal.line(terminal.screen.count - expected.count - 1).isEmpty, blankAbove, "\(rows) rows")
        }
    }

    func testValuesAreEscapedAndTheLegendFitsTheWidth() {
        let terminal = FakeTerminal(columns: 60, rows: 30)
        let app = makeApp(terminal)
        press([.character("2")] + typing("D\u{1B}한") + [.enter], on: app)
        XCTAssertEqual(pane(terminal).dropFirst(), [
            "  step           │ 0",
            "  → firstName    │ - a b c -",
            "  → showGreeting │ - - - - o",
            "  ← person       │ a b c d -",
            "  ← greeting     │ a - - - b",
            "  → firstName: c = \"D\\u{1B}한\"  b = \"D\\u{1B}\"  a = \"D\"",
            "  ← person: d = \"D\\u{1B}한\" \"\"  c = \"D\\u{1B}\" \"\"  b = \"D\" \"…",
            "  ← greeting: b = \"Hello D\\u{1B}한\"  a = \"\"",
        ])
        XCTAssertTrue(terminal.screen.allSatisfy { $0.columns <= 60 && !$0.contains("\u{1B}") })
    }

    func testWithTraceTheMarblesComeFirstAndTheTraceTakesTheRowsLeft() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = makeApp(terminal, trace: true)
        press([.character("1")] + taps(2), on: app)
        XCTAssertEqual(pane(terminal), [
            "── marbles: a column per input ──",
            "  step        │ 0",
            "  → tap       │ - o o",
            "  ← countText │ 0 1 2",
            "",
            "── trace: input → ViewModel → output ──",
            "  ← output countText \"0\"",
            "  → input tap",
            "  ← output countText \"1\"",
            "  → input tap",
            "  ← output countText \"2\"",
        ])
    }

    /// Issue 25 item 2: leaving the phone book releases its ViewModel, whose error signal completes
    /// then; the trace says it is the teardown, not the last key, that ended it.
    func testLeavingAScreenTracesTheTeardownBeforeWhatItEnds() {
        // Tall enough for the trace under the closed screen's marbles, which the menu keeps.
        let terminal = FakeTerminal(columns: 80, rows: 40)
        let app = makeApp(terminal, trace: true)
        press([.character("4"), .enter, .escape], on: app)
        XCTAssertEqual(Array(terminal.screen.suffix(3)), [
            "  ← output isSaving false",
            "  ── teardown: screen closed, View and ViewModel released (no input) ──",
            "  ← output error completed",
        ])
    }

    /// Issue 38 item 7: leaving a screen, the menu's marble pane keeps that screen's diagram with
    /// its teardown column (`T`), as the trace pane keeps the teardown lines; the next screen starts
    /// a new axis.
    func testTheMenuKeepsTheClosedScreensMarblesWithTheTeardownColumn() {
        let terminal = FakeTerminal(columns: 80, rows: 30)
        let app = makeApp(terminal)
        press([.character("4"), .enter, .escape], on: app)
        XCTAssertEqual(Array(pane(terminal).prefix(8)), [
            "── marbles: a column per input ──",
            "  step           │ 0      T",
            "  → add          │ - a    -",
            "  ← ordering     │ a -    -",
            "  ← storageError │ a -    -",
            "  ← rows         │ a -    -",
            "  ← isSaving     │ a (ba) -",
            "  ← error        │ - a    |",
        ], "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains("  T = teardown: the screen closed and its ViewModel was released; not an input"))
        press([.character("1")], on: app)
        XCTAssertEqual(Array(pane(terminal).prefix(2)), ["── marbles: a column per input ──", "  step        │ 0"], "a new axis")
    }

    /// Issue 25 item 3: on screen 5 a key feeds the presenter (MVP) and the ViewModel (MVVM); both
    /// sides' inputs and outputs are drawn in that key's column, on one axis of steps.
    func testMVPAndMVVMShareOneColumnPerKey() {
        let terminal = FakeTerminal(columns: 80, rows: 40)
        let app = makeApp(terminal)
        press([.character("5")] + typing("Al") + [.enter], on: app)
        XCTAssertEqual(Array(pane(terminal).prefix(9)), [
            "── marbles: a column per input ──",
            "  step                           │ 0",
            "  → presenter.firstNameChanged   │ - a b -",
            "  → firstName                    │ - a b -",
            "  → presenter.showGreetingTapped │ - - - o",
            "  → showGreeting                 │ - - - o",
            "  ← person                       │ a b c -",
            "  ← greeting                     │ a - - b",
            "  ← view.show(greeting:)         │ - - - a",
        ])
    }

    /// Issue 25 item 3: at 80×24 screen 5's marbles fill the rows under it; the trace no longer
    /// vanishes without a word: the last row says where it went.
    func testWhenTheMarblesLeaveTheTraceNoRoomTheLastRowSaysSo() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = makeApp(terminal, trace: true)
        press([.character("5")] + typing("Ann") + [.tab] + typing("B") + [.enter], on: app)
        XCTAssertEqual(terminal.screen.count, 24)
        XCTAssertEqual(terminal.screen.last, FrameLayout.traceHiddenNote)
        XCTAssertTrue(terminal.screen.contains("  ← view.show(greeting:)         │ - - - - - a"), terminal.screen.joined(separator: "\n"))
    }
}
