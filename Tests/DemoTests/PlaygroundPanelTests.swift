import Signals
import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// The operators playground in the interactive app, on the fake terminal: picked from the menu,
/// typed into, drawn live, and never shown with a binding pane.
final class PlaygroundPanelTests: XCTestCase {
    /// An app on `terminal` (with the trace pane, unless `trace` is false) with the playground open
    /// and `downs` presses of ↓ made: the operator at index `downs`.
    private func openPlayground(_ terminal: FakeTerminal, trace: Bool = true, downs: Int = 0) -> InteractiveApp {
        let app = InteractiveApp(terminal: terminal, trace: trace, makeRepository: { InMemoryContactRepository() })
        press([.character("6")] + Array(repeating: .down, count: downs), on: app)
        return app
    }

    /// Each key re-runs the operator on a new `TestScheduler`: a run must be freed once drawn. The
    /// interactive app records every stream made (the binding inspector is on for its graph pane),
    /// so a run left behind shows as nodes that only grow; they did, 6 a key, and made every
    /// frame of the graph pane slower than the last (the key fuzzing ran for ever).
    func testEveryRunIsFreedOnceDrawn() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, downs: 12)  // debounce: it schedules timers
        press([.character("a"), .character(" ")], on: app)
        let nodes = Inspector.snapshot().nodes.count
        for _ in 0..<20 { press([.character("b"), .character(" ")], on: app) }
        XCTAssertEqual(Inspector.snapshot().nodes.count, nodes, "runs left behind")
        // Opening it lists each operator's lanes with a run that never reaches the subscription.
        press([.escape, .character("6")] + Array(repeating: .down, count: 12) + [.character("a"), .character(" ")], on: app)
        XCTAssertEqual(Inspector.snapshot().nodes.count, nodes, "the lanes' runs left behind")
    }

    func testItIsTheSixthMenuEntryAndHasNoBindingPane() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, trace: true)
        XCTAssertEqual(Array(terminal.screen.prefix(11)), [
            " Operators playground",
            "",
            "  Operator 1/19 (↑/↓): map",
            "  Transforms each value.",
            "",
            "  a.map { $0 * 2 }",
            "",
            "> a:   -",
            "  map: -",
            "",
            "  Frame 1 of 60 · typing on lane a: a digit 0-9",
        ])
        press([BindingPane.switchKey], on: app)
        XCTAssertFalse(terminal.screen.contains { $0.contains("──") || $0.contains("Ctrl-T") }, "\(terminal.screen)")
        press([.escape], on: app)
        XCTAssertEqual(terminal.line(0), " Signals MVVM demo")
    }

    func testTypingDebouncesDiagramDrawsItsOutputLive() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, downs: 12)
        XCTAssertEqual(terminal.line(2), "  Operator 13/19 (↑/↓): debounce")
        XCTAssertEqual(terminal.line(5), "  a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames")
        press(typing("a  "), on: app)
        XCTAssertEqual(terminal.lines(7...8), ["> a:        -a-", "  debounce: ---a"], "frame 3: the wait of 2 frames is over")
        press(typing(" b c-") + [.right, .right] + typing("-d--|") + [.right], on: app)
        XCTAssertEqual(terminal.lines(7...10), [
            "> a:        -a--bc---d-|",
            "  debounce: ---a---c---(d|)",
            "",
            "  Frame 12 of 60 · lane a has completed (Backspace undoes)",
        ], "typed as the docs draw it (Space, - and → all move time), the output is the docs' too")
        // Row 8 (title, blank, operator, summary, blank, call, blank, lane a); column 25 = "> a:        " (12) + 12 frames + 1.
        XCTAssertTrue(terminal.writes.last!.hasSuffix("\u{1B}[8;25H\u{1B}[?25h"), "the cursor after lane a")
    }

    func testTabMovesBetweenLanesAndARefusedKeySaysWhyUntilTheNextKey() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, downs: 8)
        XCTAssertEqual(terminal.line(2), "  Operator 9/19 (↑/↓): combineLatest")
        press(typing("1 ") + [.tab] + typing("a "), on: app)
        XCTAssertEqual(terminal.lines(7...10), [
            "  a:             -1-",
            "> b:             --a",
            "  combineLatest: --A",
            "                 A = 1a",
        ])
        press([.character("%")], on: app)
        XCTAssertEqual(terminal.line(13), "  ! \"%\" is not a value: values are letters A-Z, a-z and digits 0-9")
        press([.character("한")], on: app)
        XCTAssertEqual(terminal.line(13), "  ! \"한\" is not a value: values are letters A-Z, a-z and digits 0-9", "a letter, but not one column")
        press([.tab, .character("z")], on: app)
        XCTAssertEqual(terminal.line(7), "> a:             -1-")
        XCTAssertEqual(terminal.line(13), "  ! lane a of combineLatest takes a digit 0-9, got \"z\"")
        press([.character("|"), .character("5")], on: app)
        XCTAssertEqual(terminal.line(7), "> a:             -1-|")
        XCTAssertEqual(terminal.line(13), "  ! lane a has completed: nothing follows the end of a lane")
        press([.tab], on: app)
        XCTAssertEqual(terminal.line(8), "> b:             --a", "the message went with the next key")
        XCTAssertFalse(terminal.screen.contains { $0.hasPrefix("  !") })
    }

    func testBackspaceUndoesStepByStepAndCtrlUStartsOver() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, downs: 2)
        press(typing("1  2  3"), on: app)
        XCTAssertEqual(terminal.lines(7...8), ["> a:    -1-2-3", "  scan: -1-3-6"])
        press([.backspace, .backspace], on: app)
        XCTAssertEqual(terminal.lines(7...8), ["> a:    -1-2", "  scan: -1-3"])
        press([.control("u")], on: app)
        XCTAssertEqual(terminal.lines(7...8), ["> a:    -", "  scan: -"])
        press([.backspace], on: app)
        XCTAssertEqual(terminal.line(11), "  ! nothing to undo")
        press([.up, .up, .up], on: app)
        XCTAssertEqual(terminal.line(2), "  Operator 19/19 (↑/↓): retry", "↑ from the first goes round to the last")
    }

    func testFixedLanesAreSaidSoAndAnOperatorWithoutTypedLanesOnlyTicks() {
        let terminal = FakeTerminal()
        let app = openPlayground(terminal, downs: 18)
        press(typing("1"), on: app)
        XCTAssertEqual(terminal.line(12), "  ! retry has no lane to type on: Space moves time")
        press(typing("    "), on: app)
        XCTAssertEqual(terminal.lines(7...12), [
            "  a (cold): -1-#",
            "  retry:    -1--1",
            "",
            "  Frame 5 of 60 · nothing to type: Space moves time",
            "  a: cold and fixed, as in the docs (each subscription replays it)",
            "",
        ])
        XCTAssertTrue(terminal.writes.last!.hasSuffix("\u{1B}[?25l"), "no lane to type on: no cursor")
    }

    func testLongLanesScrollSoTheCurrentFrameStaysInView() {
        let terminal = FakeTerminal(columns: 30, rows: 12)
        let app = openPlayground(terminal)
        press(Array(repeating: .character(" "), count: 40) + typing("4"), on: app)
        let lanes = terminal.screen.filter { $0.hasPrefix("> a:") || $0.hasPrefix("  map:") }
        let dashes = String(repeating: "-", count: 20)
        XCTAssertEqual(lanes, ["> a:   …" + dashes + "4", "  map: …" + dashes + "8"], "frames 21 to 41 of 42, in \(terminal.screen)")
        XCTAssertTrue(terminal.screen.allSatisfy { $0.columns <= 30 })
    }
}
