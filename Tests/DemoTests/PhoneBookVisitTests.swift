import Foundation
import XCTest
import SignalsPhoneBookStorage
import SignalsViewModels
@testable import SignalsDemo

/// Issue 25 item 4: the interactive phone book keeps its contacts for the life of the program, and
/// its key help offers only what works (Ctrl-R reloads a store file; memory has nothing to reload).
final class PhoneBookVisitTests: XCTestCase {
    func testContactsStayWhenYouLeaveThePhoneBookAndComeBack() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        var repositoriesMade = 0
        let app = InteractiveApp(terminal: terminal, trace: false, makeRepository: {
            repositoriesMade += 1
            return InMemoryContactRepository()
        })
        press([.character("4")] + typing("Ann") + [.tab] + typing("555") + [.enter], on: app)
        XCTAssertEqual(terminal.lines(2...3), ["  Contacts (1), by name:", "    Ann - 555"])
        press([.escape], on: app)
        XCTAssertEqual(terminal.line(0), " Signals MVVM demo")
        press([.character("4")], on: app)
        XCTAssertEqual(terminal.lines(2...3), ["  Contacts (1), by name:", "    Ann - 555"], "the contact is still there")
        XCTAssertEqual(repositoriesMade, 1, "one store for the whole run")
    }

    func testInMemoryNoReloadIsOfferedAndCtrlRSendsNothing() {
        let terminal = FakeTerminal(columns: 80, rows: 40)
        let app = InteractiveApp(terminal: terminal, trace: true, makeRepository: { InMemoryContactRepository() })
        press([.character("4"), .control("r")], on: app)
        let screen = terminal.screen.joined(separator: "\n")
        XCTAssertFalse(screen.contains("Ctrl-R"), screen)
        XCTAssertFalse(screen.contains("→ input reload"), screen)
    }

    func testWithAStoreFileCtrlRIsOfferedAndReloads() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-visit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("c.json")
        let terminal = FakeTerminal(columns: 80, rows: 40)
        let app = InteractiveApp(terminal: terminal, trace: true, makeRepository: { JSONFileContactRepository(fileURL: file) })
        press([.character("4"), .control("r")], on: app)
        let screen = terminal.screen.joined(separator: "\n")
        XCTAssertTrue(screen.contains("Ctrl-R: reload"), screen)
        XCTAssertTrue(screen.contains("→ input reload"), screen)
    }
}
