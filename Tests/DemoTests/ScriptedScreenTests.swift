import Foundation
import Signals
import SignalsViewModels
import XCTest
@testable import SignalsDemo

/// The scripted mode in-process: exact stdout lines, stderr messages and exit statuses.
final class ScriptedScreenTests: XCTestCase {
    func testTouchCountsToTheLimitThenAlertsOnEveryExtraTap() {
        let run = runCaptured(["touch"], input: "tap\ntap\ntap\ntap\ntap\nreset\ntap\n")
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.err, [])
        XCTAssertEqual(run.out, [
            "count: 0", "count: 1", "count: 2", "count: 3",
            "alert: You can't tap more than 3 times",
            "alert: You can't tap more than 3 times",
            "count: 0", "count: 1",
        ])
    }

    func testResetAtZeroPrintsNothingBecauseNothingChanged() {
        XCTAssertEqual(runCaptured(["touch"], input: "reset\nreset\n").out, ["count: 0"])
    }

    func testTraceShowsEachInputBeforeTheOutputsItCaused() {
        let run = runCaptured(["--trace", "touch"], input: "tap\ntap\ntap\ntap\n")
        XCTAssertEqual(run.out, [
            "← output countText \"0\"", "count: 0",
            "→ input tap", "← output countText \"1\"", "count: 1",
            "→ input tap", "← output countText \"2\"", "count: 2",
            "→ input tap", "← output countText \"3\"", "count: 3",
            "→ input tap", "← output alert \"You can't tap more than 3 times\"", "alert: You can't tap more than 3 times",
        ])
    }

    func testGreetingFollowsTheNamesOnceShown() {
        let run = runCaptured(["greeting"], input: "first David\nlast Blaine\nshow\nfirst  \nlast Copperfield\n")
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.out, ["greeting:", "greeting: Hello David Blaine", "greeting: Hello Blaine", "greeting: Hello Copperfield"])
    }

    func testGreetingTrace() {
        let run = runCaptured(["greeting", "--trace"], input: "first David\nshow\n")
        XCTAssertEqual(run.out, [
            "← output person \"\" \"\"", "← output greeting \"\"", "greeting:",
            "→ input firstName \"David\"", "← output person \"David\" \"\"",
            "→ input showGreeting", "← output greeting \"Hello David\"", "greeting: Hello David",
        ])
    }

    func testTrafficLight() {
        let run = runCaptured(["traffic"], input: "select Red\nselect Green\nselect Yellow\nselect Blue\nselect\nselect Red\n")
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.out, [
            "description:", "description: Stop", "description: Go", "description: About to change to red",
            "description: not a traffic-light colour: enter Red, Green or Yellow", "description: Stop",
        ])
    }

    func testPhoneBookInMemory() {
        let run = runCaptured(["phonebook"], input: """
            add Zoe;555 0102
            add Ann Lee;555 0101;Acme
            add ;555
            order company
            list
            """)
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.err, [])
        XCTAssertEqual(run.out, [
            "order: name",
            "contacts: 0",
            "contacts: 1, new row 1: Zoe - 555 0102",
            "added: Zoe - 555 0102",
            "contacts: 2, new row 1: Ann Lee - 555 0101 (Acme)",
            "added: Ann Lee - 555 0101 (Acme)",
            "error: you need name and number",
            "order: company",
            "contacts: 2", "  Ann Lee - 555 0101 (Acme)", "  Zoe - 555 0102",
        ])
    }

    func testAFailedSaveStopsTheScriptWithStatus1ButARefusedAddDoesNot() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let notADirectory = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: notADirectory)
        let store = notADirectory.appendingPathComponent("contacts.json").path

        let run = runCaptured(["phonebook", "--store", store], input: "add ;1\nadd Ann;1\nadd Bob;2\nlist\n")
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(run.out.count, 4, "\(run.out)")
        XCTAssertEqual(Array(run.out.prefix(3)), ["order: name", "contacts: 0", "error: you need name and number"])
        let saveError = try XCTUnwrap(run.out.last)
        XCTAssertTrue(saveError.hasPrefix("error: Could not save the contacts file \(store): "), saveError)
        XCTAssertEqual(run.err, ["signals-demo phonebook: line 2: " + saveError.dropFirst("error: ".count)],
                       "the message is also on stderr, naming the line; the script stops there")
    }

    func testBlankAndCommentLinesAreSkipped() {
        XCTAssertEqual(runCaptured(["touch"], input: "\n# warm up\n  \ntap\n").out, ["count: 0", "count: 1"])
    }

    func testUnknownScriptCommandStopsWithLineNumberAndWhatIsAccepted() {
        let run = runCaptured(["touch"], input: "tap\n\npress\ntap\n")
        XCTAssertEqual(run.status, .usage)
        XCTAssertEqual(run.out, ["count: 0", "count: 1"])
        XCTAssertEqual(run.err, ["signals-demo touch: line 3: unknown command \"press\"; accepted commands: tap, reset"])
    }

    func testBadArgumentsOfEveryScreen() {
        XCTAssertEqual(runCaptured(["greeting"], input: "show now\n").err, ["signals-demo greeting: line 1: \"show\" takes no argument, got \"now\""])
        XCTAssertEqual(runCaptured(["traffic"], input: "red\n").err, ["signals-demo traffic: line 1: unknown command \"red\"; accepted commands: select COLOR"])
        XCTAssertEqual(runCaptured(["phonebook"], input: "order size\n").err, ["signals-demo phonebook: line 1: \"order\" takes name or company, got \"size\""])
    }

    func testNoScreenWithoutATerminalIsAUsageError() {
        var ranInteractive = false
        let run = runCaptured([], terminal: false, interactive: { _ in ranInteractive = true; return .success })
        XCTAssertEqual(run.status, .usage)
        XCTAssertFalse(ranInteractive)
        XCTAssertEqual(run.out, [])
        XCTAssertEqual(run.err.first, "signals-demo: stdin is not a terminal, so name a screen to script: touch, greeting, traffic, phonebook, playground")
    }

    func testNoScreenOnATerminalOpensTheMenuWithTheOptions() {
        var received: DemoOptions?
        let run = runCaptured(["--trace", "--store", "c.json"], terminal: true, interactive: { options in
            received = options
            return .success
        })
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(received, DemoOptions(trace: true, storePath: "c.json"))
    }

    func testHelpListsEveryScreenAndCommand() {
        let run = runCaptured(["--help"])
        XCTAssertEqual(run.status, .success)
        let help = run.out.joined(separator: "\n")
        for screen in Screen.allCases { XCTAssertTrue(help.contains("  \(screen.rawValue) "), screen.rawValue) }
        let syntax = TouchCommand.syntax + GreetingCommand.syntax + TrafficCommand.syntax + PhoneBookCommand.syntax
        for command in syntax { XCTAssertTrue(help.contains(command.usage), command.usage) }
        for flag in ["--trace", "--store PATH", "--help"] { XCTAssertTrue(help.contains(flag), flag) }
        let prefixes = ["count:", "alert:", "greeting:", "description:", "order:", "contacts:", "added:", "error:",
                        "storage error:", "→ input", "← output"]
        for prefix in prefixes { XCTAssertTrue(help.contains("\n  \(prefix)"), "the output format documents \(prefix)") }
        XCTAssertTrue(help.contains("A refused add (\"you need name and number\") is the script's data"), "the exit-status rule")
        XCTAssertTrue(help.contains("or a save failed"), "exit status 1 covers failed saves")
    }

    func testUsageErrorsGoToStderrWithStatus2() {
        let run = runCaptured(["touch", "--fast"])
        XCTAssertEqual(run.status, .usage)
        XCTAssertEqual(run.out, [])
        XCTAssertEqual(run.err, [
            "signals-demo: unknown option \"--fast\"; accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help",
            "Run 'signals-demo --help' for the screens and their commands.",
        ])
    }
}

/// Script keywords ignore case, and adding prints the change, not the whole list (issue 9, item 5).
final class ScriptChangeTests: XCTestCase {
    func testKeywordsIgnoreCase() {
        let run = runCaptured(["phonebook"], input: "ADD Zoe;1;Zeta\nAdd Ann;2\norder Company\nORDER NAME\nList\n")
        XCTAssertEqual(run.status, .success, "\(run.err)")
        XCTAssertEqual(run.out, [
            "order: name", "contacts: 0",
            "contacts: 1, new row 1: Zoe - 1 (Zeta)", "added: Zoe - 1 (Zeta)",
            "contacts: 2, new row 1: Ann - 2", "added: Ann - 2",
            "order: company", "contacts: 2", "  Zoe - 1 (Zeta)", "  Ann - 2",
            "order: name", "contacts: 2", "  Ann - 2", "  Zoe - 1 (Zeta)",
            "contacts: 2", "  Ann - 2", "  Zoe - 1 (Zeta)",
        ])
        XCTAssertEqual(runCaptured(["touch"], input: "TAP\nReset\n").out, ["count: 0", "count: 1", "count: 0"])
        XCTAssertEqual(runCaptured(["traffic"], input: "SELECT red\n").out, ["description:", "description: Stop"])
        XCTAssertEqual(runCaptured(["greeting"], input: "First Ann\nSHOW\n").out, ["greeting:", "greeting: Hello Ann"])
    }

    func testEachAddPrintsTwoLinesHoweverLongTheList() {
        let count = 300
        let script = (0..<count).map { "add P\(String(format: "%03d", (count - $0) % count));\($0)" }.joined(separator: "\n")
        let run = runCaptured(["phonebook"], input: script)
        XCTAssertEqual(run.status, .success)
        XCTAssertEqual(run.out.count, 2 + 2 * count, "output grows with the adds, not with the list")
        XCTAssertEqual(run.out[2], "contacts: 1, new row 1: P000 - 0")
        XCTAssertEqual(run.out[4], "contacts: 2, new row 2: P299 - 1")
        XCTAssertEqual(run.out[6], "contacts: 3, new row 2: P298 - 2")
    }

    func testTheScreensOwnRowsFollowTheViewModelsRowsThroughInsertsAndReorders() {
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository(contacts: [Contact(name: "Zed", number: "0")]))
        final class Latest: @unchecked Sendable { var rows: [String] = [] }
        let latest = Latest()
        viewModel.output.rows.asObservable().subscribe(onNext: { latest.rows = $0 }).disposed(by: bag)
        let screen = PhoneBookScreen(viewModel: viewModel, trace: nil, onChange: { _ in })
        let names = ["p10", "P2", "ann", "Ann", "bob", "p1", "Bo", "x"]
        for (step, name) in names.enumerated() {
            screen.add(name: name, number: "\(step)", company: step % 2 == 0 ? "C\(step % 3)" : "")
            XCTAssertEqual(screen.rows, latest.rows, "after adding \(name)")
            if step % 3 == 2 { screen.order(by: screen.ordering == .name ? .company : .name) }
            XCTAssertEqual(screen.rows, latest.rows, "after step \(step)")
        }
        XCTAssertEqual(screen.rows.count, names.count + 1)
    }
}
