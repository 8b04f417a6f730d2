import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// Screens fit the terminal: the title stays on the first row, long lists scroll, wide lines are
/// cut by columns, a too-small terminal says so and recovers on resize, and drawing a long list
/// formats only the rows that show.
final class ScreenFitTests: XCTestCase {
    private func contacts(_ count: Int) -> [Contact] {
        (0..<count).map { Contact(name: String(format: "Person %06d", $0), number: "555 \($0)") }
    }

    private func assertFits(_ terminal: FakeTerminal, title: String, file: StaticString = #filePath, line: UInt = #line) {
        let screen = terminal.screen
        XCTAssertLessThanOrEqual(screen.count, terminal.size.rows, "\(screen)", file: file, line: line)
        XCTAssertTrue(screen.allSatisfy { $0.columns <= terminal.size.columns }, "\(screen)", file: file, line: line)
        XCTAssertEqual(terminal.line(0), " " + title, "the title stays on top", file: file, line: line)
    }

    func testALongPhoneBookScrollsUnderTheTitleAndRevealsTheAddedContact() {
        let terminal = FakeTerminal(columns: 60, rows: 20)
        let repository = InMemoryContactRepository(contacts: contacts(200))
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { repository })
        press([.character("4")], on: app)
        assertFits(terminal, title: "Phone book")
        XCTAssertEqual(terminal.line(2), "  Contacts (200), by name, rows 1–8 (PgUp/PgDn):", "in memory the help has no Ctrl-R (it has Ctrl-T)")
        XCTAssertEqual(terminal.line(3), "    Person 000000 - 555 0")
        press([.pageDown], on: app)
        XCTAssertEqual(terminal.line(3), "    Person 000008 - 555 8")
        press(typing("Person 000150a") + [.tab] + typing("1") + [.enter], on: app)
        assertFits(terminal, title: "Phone book")
        XCTAssertTrue(terminal.screen.contains("    Person 000150a - 1"), "the new contact is scrolled into view: \(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains("> Name:    [                        ]"), "the form stays visible")
    }

    func testEveryScreenFitsSmallTerminalsAndKeepsItsTitle() {
        let titles = ["Touch counter", "Greeting (MVVM)", "Traffic light", "Phone book", "Greeting: MVP vs MVVM", "Operators playground"]
        for (index, title) in titles.enumerated() {
            for (columns, rows) in [(20, 5), (30, 8), (45, 11), (80, 24)] {
                let terminal = FakeTerminal(columns: columns, rows: rows)
                let repository = InMemoryContactRepository(contacts: contacts(50))
                let app = InteractiveApp(terminal: terminal, trace: true, makeRepository: { repository })
                press([.character(Character("\(index + 1)"))] + typingScalars("김민준 👩‍👩‍👧 e\u{301} a very long name indeed"), on: app)
                assertFits(terminal, title: title.truncated(toColumns: columns - 1))
            }
        }
    }

    func testATooSmallTerminalSaysSoAndRecoversOnResize() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { InMemoryContactRepository() })
        press([.character("2")], on: app)
        terminal.size = (12, 3)
        press([.resized], on: app)
        XCTAssertEqual(terminal.screen, ["terminal too", "small (needs", "20×5)"])
        press(typing("Ann"), on: app)
        terminal.size = (40, 10)
        press([.resized], on: app)
        assertFits(terminal, title: "Greeting (MVVM)")
        XCTAssertEqual(terminal.line(1), "> First name: [Ann                     ]", "keys typed while too small were kept")
    }

    func testAShortTerminalLeavesOutSpacingBeforeTheOutputs() {
        let terminal = FakeTerminal(columns: 30, rows: 7)
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { InMemoryContactRepository() })
        press([.character("2")] + typing("Ada") + [.tab] + typing("Lovelace") + [.enter], on: app)
        assertFits(terminal, title: "Greeting (MVVM)")
        XCTAssertEqual(terminal.screen, [
            " Greeting (MVVM)",
            "  First name: [Ada           ]",
            "> Last name:  [Lovelace      ]",
            "",
            "  [ Show greeting ]  (Enter)",
            "  Hello Ada Lovelace",
            " Tab: next field",
        ], "the greeting, not a blank line, takes the last body row")
        XCTAssertEqual(FrameLayout(screen: app.currentScreen, size: (30, 7), trace: nil).cursor?.row, 2,
                       "the cursor stays in the focused field")
        press([.escape, .character("1"), .character(" "), .character(" "), .character(" "), .character(" ")], on: app)
        assertFits(terminal, title: "Touch counter")
        XCTAssertEqual(Array(terminal.screen.prefix(6)), [
            " Touch counter",
            "  Touches: 3",
            "  [ Tap me ]   (limit 3)",
            "  ┌─ Alert ──────────────────┐",
            "  │ You can't tap more than  │",
            "  │ 3 times                  │",
        ], "the alert's message shows in 7 rows")
    }

    func testLeavingOutBlankLinesDropsOnlyWhatIsNeededFromTheBottomAndMovesTheCursor() {
        let body = ScreenBody(lines: ["a", "", "b", " ", "c", "", "d"], cursor: CursorPosition(row: 6, column: 2), anchorRow: 4)
        XCTAssertEqual(body.leavingOutBlankLines(toFit: 7), body, "a body that fits is unchanged")
        XCTAssertEqual(body.leavingOutBlankLines(toFit: 5),
                       ScreenBody(lines: ["a", "", "b", "c", "d"], cursor: CursorPosition(row: 4, column: 2), anchorRow: 3))
        XCTAssertEqual(body.leavingOutBlankLines(toFit: 2),
                       ScreenBody(lines: ["a", "b", "c", "d"], cursor: CursorPosition(row: 3, column: 2), anchorRow: 2),
                       "with every blank line gone the rest is windowed by the frame")
    }

    func testAMenuTallerThanTheTerminalKeepsTheSelectionVisible() {
        let terminal = FakeTerminal(columns: 40, rows: 5)
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { InMemoryContactRepository() })
        press([.up], on: app)  // the last entry
        assertFits(terminal, title: "Signals MVVM demo")
        XCTAssertTrue(terminal.screen.contains("  > 6  Operators playground: type marbl…"), "\(terminal.screen)")
    }

    func testDrawingAHundredThousandContactsFormatsOnlyTheVisibleRows() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let repository = InMemoryContactRepository(contacts: contacts(100_000))
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { repository })
        press([.character("4")], on: app)
        let start = Date()
        press(typing("abcdefghij"), on: app)
        let perKey = Date().timeIntervalSince(start) / 10
        print("phone book with 100,000 contacts: \(String(format: "%.3f", perKey * 1000)) ms per key (frame + edit)")
        assertFits(terminal, title: "Phone book")
        XCTAssertEqual(app.currentScreen.body(width: 80, height: 20).lines.count, 20, "only the rows that fit are formatted")
        // Measured against what the old screen did on every key, formatting every row, timed here on
        // the same (possibly loaded) machine: the visible rows take a small fraction of that.
        let formatStart = Date()
        _ = (try! repository.allContacts()).map(\.rowText)
        let formatAll = Date().timeIntervalSince(formatStart)
        XCTAssertLessThan(perKey, formatAll / 10, "one key took \(perKey) s; formatting every row takes \(formatAll) s")
    }

    func testAnAddToAHundredThousandContactsIsQuick() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let repository = InMemoryContactRepository(contacts: contacts(100_000))
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: { repository })
        press([.character("4")] + typing("Aaron") + [.tab] + typing("1"), on: app)
        let start = Date()
        press([.enter], on: app)
        let add = Date().timeIntervalSince(start)
        print("phone book with 100,000 contacts: one add took \(String(format: "%.3f", add * 1000)) ms")
        XCTAssertTrue(terminal.screen.contains { $0.contains("Contacts (100001)") }, "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains("    Aaron - 1"), "scrolled to the new row: \(terminal.screen)")
        // Measured against what the old ViewModel did on every add, sorting every contact, timed here on
        // the same (possibly loaded) machine.
        let sortStart = Date()
        _ = ContactOrdering.name.sorted((try! repository.allContacts()))
        let oneSort = Date().timeIntervalSince(sortStart)
        XCTAssertLessThan(add, oneSort / 4, "one add took \(add) s; one full sort takes \(oneSort) s")
    }
}
