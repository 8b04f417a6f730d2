import Foundation
import XCTest
import SignalsPhoneBookStorage
import SignalsViewModels
@testable import SignalsDemo

/// The interactive app driven through a fake terminal: what each screen shows after which keys,
/// and that frames are drawn only when something shown changed.
final class InteractiveAppTests: XCTestCase {
    private func makeApp(_ terminal: FakeTerminal, trace: Bool = false) -> InteractiveApp {
        InteractiveApp(terminal: terminal, trace: trace, makeRepository: { InMemoryContactRepository() })
    }

    /// Feeds `keys` one by one, drawing after each like `run()` does.
    func testMenuListsEveryScreen() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        app.drawIfNeeded()
        XCTAssertEqual(terminal.screen, [
            " Signals MVVM demo",
            "",
            "  Pick a screen:",
            "",
            "  > 1  Touch counter",
            "    2  Greeting (MVVM)",
            "    3  Traffic light",
            "    4  Phone book",
            "    5  Greeting: MVP vs MVVM side by side",
            "    6  Operators playground: type marbles, watch an operator's output",
            "",
            "  Under each screen its bindings run live: → an input the View sends to the ViewModel, ← an output",
            "  the ViewModel sends back to the View.",
            "  Ctrl-T switches the pane: trace, marbles, graph, View only (now: View only).",
            "",
            " number or ↑/↓ + Enter: open · q: quit · Ctrl-T: trace · Ctrl-C: quit",
        ])
    }

    func testTouchCounterTapsResetsAndShowsTheAlertUntilTheNextKey() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        app.drawIfNeeded()
        press([.character("1")], on: app)
        XCTAssertEqual(terminal.line(2), "  Touches: 0")
        press(Array(repeating: .character(" "), count: 3), on: app)
        XCTAssertEqual(terminal.line(2), "  Touches: 3")
        XCTAssertFalse(terminal.screen.joined().contains("Alert"))
        press([.character(" ")], on: app)
        XCTAssertEqual(terminal.lines(2...8), [
            "  Touches: 3",
            "",
            "  [ Tap me ]   (limit 3)",
            "",
            "  ┌─ Alert ─────────────────────────┐",
            "  │ You can't tap more than 3 times │",
            "  └─────────────────────────────────┘",
        ])
        press([.character("r")], on: app)
        XCTAssertEqual(terminal.line(2), "  Touches: 0")
        XCTAssertFalse(terminal.screen.joined().contains("Alert"))
        press([.character("q")], on: app)
        XCTAssertEqual(terminal.line(0), " Signals MVVM demo")
        XCTAssertFalse(app.handle(.character("q")), "q on the menu quits")
    }

    func testRedrawsOnlyWhenSomethingShownChanges() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        app.drawIfNeeded()
        press([.character("1")], on: app)
        XCTAssertEqual(terminal.writes.count, 2)
        press([.character("x"), .up, .enter], on: app)  // keys the touch screen does not use
        XCTAssertEqual(terminal.writes.count, 2)
        press([.character("r")], on: app)  // reset at 0: the count does not change
        XCTAssertEqual(terminal.writes.count, 2)
        press([.character(" ")], on: app)
        XCTAssertEqual(terminal.writes.count, 3)
        press(Array(repeating: .character(" "), count: 3), on: app)  // 2, 3, alert
        XCTAssertEqual(terminal.writes.count, 6)
        press([.character(" ")], on: app)  // dismiss + a new alert: one frame
        XCTAssertEqual(terminal.writes.count, 7)
    }

    func testGreetingFollowsTypingAfterShow() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        press([.character("2")] + typing("David") + [.tab] + typing("Blane"), on: app)
        XCTAssertEqual(terminal.line(2), "  First name: [David                   ]")
        XCTAssertEqual(terminal.line(3), "> Last name:  [Blane                   ]")
        XCTAssertEqual(terminal.line(7), "  (no greeting yet)")
        press([.enter], on: app)
        XCTAssertEqual(terminal.line(7), "  Hello David Blane")
        press([.left, .left, .character("i")], on: app)
        XCTAssertEqual(terminal.line(7), "  Hello David Blaine")
        // Row 4 (title, blank, first name, last name); column 20 = "> Last name:  [" (15) + "Blai" (4) + 1.
        XCTAssertTrue(terminal.writes.last!.hasSuffix("\u{1B}[4;20H\u{1B}[?25h"), "cursor after 'Blai' in the focused field")
        press([.escape], on: app)
        XCTAssertEqual(terminal.line(0), " Signals MVVM demo")
    }

    func testTrafficLight() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        press([.character("3")] + typing("Red") + [.enter], on: app)
        XCTAssertEqual(terminal.line(4), "  Description: Stop")
        press([.control("u")] + typing("Blue") + [.enter], on: app)
        XCTAssertEqual(terminal.line(4), "  Description: not a traffic-light colour: enter Red, Green or Yellow")
    }

    func testPhoneBookAddsClearsTheFormReportsErrorsAndReorders() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        press([.character("4")] + typing("Zoe") + [.tab] + typing("555 0102") + [.enter], on: app)
        press(typing("Ann") + [.tab] + typing("555 0101") + [.tab] + typing("Acme") + [.enter], on: app)
        XCTAssertEqual(terminal.lines(2...10), [
            "  Contacts (2), by name:",
            "    Ann - 555 0101 (Acme)",
            "    Zoe - 555 0102",
            "",
            "  New contact",
            "> Name:    [                        ]",
            "  Number:  [                        ]",
            "  Company: [                        ]",
            "",
        ], "the form is cleared and the focus is back on Name")
        press([.enter], on: app)
        XCTAssertTrue(terminal.screen.contains("  ┌─ Error ──────────────────┐"), "the box is as wide as its message: \(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains("  │ you need name and number │"), "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains("  └──────────────────────────┘"), "\(terminal.screen)")
        press([.control("o")], on: app)
        XCTAssertFalse(terminal.screen.joined().contains("you need name and number"), "any key dismisses the error")
        XCTAssertEqual(terminal.line(2), "  Contacts (2), by company:")
    }

    func testPhoneBookStorageProblemsAreBoxedAsSuchAndSpacedFromTheList() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-panel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let notADirectory = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: notADirectory)
        let unsavable = JSONFileContactRepository(fileURL: notADirectory.appendingPathComponent("c.json"))
        let terminal = FakeTerminal()
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { unsavable })
        press([.character("4")] + typing("Ann") + [.tab] + typing("1") + [.enter], on: app)
        XCTAssertTrue(terminal.screen.contains { $0.hasPrefix("  ┌─ Storage problem ─") }, "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.joined().contains("is not a directory"), "\(terminal.screen)")
        XCTAssertEqual(terminal.lines(6...7), ["  Name:    [Ann                     ]", "> Number:  [1                       ]"], "the form keeps what was typed")

        let corrupt = scratch.appendingPathComponent("bad.json")
        try Data("garbage".utf8).write(to: corrupt)
        let reading = FakeTerminal()
        let readingApp = InteractiveApp(terminal: reading, trace: false,
                                        makeRepository: { JSONFileContactRepository(fileURL: corrupt) })
        press([.character("4")], on: readingApp)
        let bottom = try XCTUnwrap(reading.screen.firstIndex { $0.hasPrefix("  └") })
        XCTAssertEqual(reading.line(bottom + 1), "", "a blank line between the box and the list")
        XCTAssertEqual(reading.line(bottom + 2), "  Contacts unavailable: the store cannot be read (fix it, then Ctrl-R reloads)",
                       "the problem takes the list's place, not an empty list")
        XCTAssertFalse(reading.screen.contains { $0.contains("Contacts (0)") || $0.contains("(none)") }, "\(reading.screen)")

        try Data("[]".utf8).write(to: corrupt)
        press([.control("r")], on: readingApp)
        XCTAssertFalse(reading.screen.contains { $0.contains("Storage problem") }, "\(reading.screen)")
        XCTAssertEqual(reading.line(2), "  Contacts (0), by name:", "once fixed, a reload shows the list")
    }

    func testGreetingMVPAndMVVMSideBySideShowTheSameGreeting() {
        let terminal = FakeTerminal(columns: 80)
        let app = makeApp(terminal)
        press([.character("5")] + typing("David") + [.enter, .tab] + typing("Blaine"), on: app)
        let last = terminal.line(10)
        XCTAssertEqual(last, "  Hello David Blaine".padding(to: 39) + " │ Hello David Blaine")
    }

    func testTracePaneShowsTheBindingFlow() {
        let terminal = FakeTerminal(rows: 40)
        let app = makeApp(terminal, trace: true)
        press([.character("1"), .character(" ")], on: app)
        let screen = terminal.screen
        let pane = Array(screen[(screen.firstIndex(of: "── trace: input → ViewModel → output ──")! + 1)...])
        XCTAssertEqual(pane, ["  ← output countText \"0\"", "  → input tap", "  ← output countText \"1\""])
    }

    func testTracePaneFitsUnderTheScreenOnASmallTerminal() {
        let terminal = FakeTerminal(columns: 60, rows: 16)
        let app = makeApp(terminal, trace: true)
        press([.character("1")] + Array(repeating: .character(" "), count: 5), on: app)
        let screen = terminal.screen
        XCTAssertEqual(screen.count, 16, "the frame uses every row and no more: \(screen)")
        XCTAssertFalse(terminal.writes.last!.contains("\r\n\u{1B}[J"), "a full frame ends without a newline, so nothing scrolls")
        XCTAssertEqual(terminal.line(0), " Touch counter", "the top of the screen stays visible")
        XCTAssertEqual(terminal.line(2), "  Touches: 3")
        let header = screen.firstIndex(of: "── trace: input → ViewModel → output ──")
        XCTAssertNotNil(header, "there is room for some trace lines")
        XCTAssertEqual(screen.last, "  ← output alert \"You can't tap more than 3 times\"", "the latest line is shown")

        let tiny = FakeTerminal(columns: 60, rows: 12)
        let tinyApp = makeApp(tiny, trace: true)
        press([.character("1")] + Array(repeating: .character(" "), count: 5), on: tinyApp)
        XCTAssertEqual(tiny.screen.count, 12, "\(tiny.screen)")
        XCTAssertEqual(tiny.line(2), "  Touches: 3")
        XCTAssertFalse(tiny.screen.contains("── trace: input → ViewModel → output ──"), "no room: the pane is left out")
        XCTAssertEqual(tiny.screen.last, FrameLayout.traceHiddenNote, "and the last row says where it went")

        let tinyGraph = FakeTerminal(columns: 60, rows: 12)
        let graphApp = InteractiveApp(terminal: tinyGraph, pane: .graph, makeRepository: { InMemoryContactRepository() })
        press([.character("1")] + Array(repeating: .character(" "), count: 5), on: graphApp)  // the alert takes the rows
        XCTAssertEqual(tinyGraph.screen.last, FrameLayout.graphHiddenNote, "the note names the pane that has no room: \(tinyGraph.screen)")
    }

    func testKeyHelpWrapsBetweenItemsOnAnEightyColumnTerminal() {
        XCTAssertEqual(keyHelpLines("a: one · b: two · c: three", width: 18), [" a: one · b: two", " c: three"])
        XCTAssertEqual(keyHelpLines("a: one", width: 3), [" a: one"], "a single item longer than the line stays whole (then clipped)")
        for screen in ["1", "2", "3", "4", "5"] {
            let terminal = FakeTerminal(columns: 80)
            let app = makeApp(terminal)
            press([.character(Character(screen))], on: app)
            let shown = terminal.screen
            XCTAssertTrue(shown.allSatisfy { $0.count <= 80 }, "screen \(screen): \(shown)")
            XCTAssertTrue(shown.contains { $0.hasSuffix("Ctrl-C: quit") }, "screen \(screen): nothing cut off: \(shown)")
            XCTAssertFalse(shown.contains { $0.hasSuffix(" · ") }, "screen \(screen): \(shown)")
        }
    }

    func testResizeRedrawsTheCurrentScreen() {
        let terminal = FakeTerminal()
        let app = makeApp(terminal)
        press([.character("1")], on: app)
        XCTAssertEqual(terminal.writes.count, 1)
        press([.resized], on: app)
        XCTAssertEqual(terminal.writes.count, 2)
        XCTAssertEqual(terminal.line(2), "  Touches: 0")
    }

    func testRunEndsAtEndOfInputAndOnCtrlC() {
        let ended = FakeTerminal(keys: [.character("1"), .character(" ")])
        makeApp(ended).run()
        XCTAssertEqual(ended.writes.count, 3)
        let interrupted = FakeTerminal(keys: [.character("1"), .control("c"), .character(" ")])
        makeApp(interrupted).run()
        XCTAssertEqual(interrupted.writes.count, 2, "nothing after Ctrl-C")
    }

    func testLongLinesAreCutToTheTerminalWidthWithAnEllipsis() {
        XCTAssertEqual(FrameLine("abcdef", width: 4).text, "abc…")
        XCTAssertEqual(FrameLine("abcd", width: 4).text, "abcd")
        let terminal = FakeTerminal(columns: 20)
        let app = makeApp(terminal)
        app.drawIfNeeded()
        XCTAssertTrue(terminal.screen.allSatisfy { $0.columns <= 20 })
        XCTAssertEqual(terminal.line(8), "    5  Greeting: MV…")
    }
}
