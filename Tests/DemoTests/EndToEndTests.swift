import Foundation
import XCTest

/// The built `Demo` binary with piped stdin: stdout, stderr and exit statuses for every screen and
/// every kind of bad input.
final class EndToEndTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("demo-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testTouchShowsCountsThenAnAlert() throws {
        let run = try DemoBinary.run(["touch"], input: "tap\ntap\ntap\ntap\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(run.out, "count: 0\ncount: 1\ncount: 2\ncount: 3\nalert: You can't tap more than 3 times\n")
    }

    func testTouchTrace() throws {
        let run = try DemoBinary.run(["touch", "--trace"], input: "tap\nreset\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.outLines, [
            "← output countText \"0\"", "count: 0",
            "→ input tap", "← output countText \"1\"", "count: 1",
            "→ input reset", "← output countText \"0\"", "count: 0",
        ])
    }

    func testGreeting() throws {
        let run = try DemoBinary.run(["greeting"], input: "first David\nlast Blaine\nshow\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.outLines, ["greeting:", "greeting: Hello David Blaine"])
    }

    func testTraffic() throws {
        let run = try DemoBinary.run(["traffic"], input: "select Red\nselect Blue\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.outLines, ["description:", "description: Stop", "description: not a traffic-light colour: enter Red, Green or Yellow"])
    }

    func testPhoneBookStorePersistsAcrossRuns() throws {
        let store = scratch.appendingPathComponent("contacts.json").path
        let first = try DemoBinary.run(["phonebook", "--store", store], input: "add Zoe;555 0102\nadd Ann;555 0101;Acme\n")
        XCTAssertEqual(first.status, 0, first.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store))
        let second = try DemoBinary.run(["--store=\(store)", "phonebook"], input: "order company\nlist\n")
        XCTAssertEqual(second.status, 0, second.err)
        XCTAssertEqual(second.outLines, [
            "order: name",
            "contacts: 2", "  Ann - 555 0101 (Acme)", "  Zoe - 555 0102",
            "order: company",
            "contacts: 2", "  Ann - 555 0101 (Acme)", "  Zoe - 555 0102",
        ])
    }

    func testPhoneBookWithoutStoreForgets() throws {
        _ = try DemoBinary.run(["phonebook"], input: "add Zoe;1\n")
        XCTAssertEqual(try DemoBinary.run(["phonebook"], input: "list\n").outLines, ["order: name", "contacts: 0", "contacts: 0"])
    }

    func testCorruptStoreIsReportedLeftUntouchedAndFails() throws {
        let store = scratch.appendingPathComponent("contacts.json")
        let corrupt = Data("[{\"name\": \"Ann\", \"number\": ".utf8)
        try corrupt.write(to: store)
        let run = try DemoBinary.run(["phonebook", "--store", store.path], input: "add Zoe;555\nlist\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "signals-demo phonebook: The contacts file \(store.path) is corrupt: it is not valid JSON. "
                       + "It was left untouched; fix or move it and try again.\n")
        XCTAssertEqual(run.out, "", "the store is checked before anything is shown")
        XCTAssertEqual(try Data(contentsOf: store), corrupt, "byte-for-byte untouched")
    }

    func testAFailedSaveExits1AndPrintsTheMessage() throws {
        let notADirectory = scratch.appendingPathComponent("file")
        try Data("x".utf8).write(to: notADirectory)
        let store = notADirectory.appendingPathComponent("contacts.json").path
        let run = try DemoBinary.run(["phonebook", "--store", store], input: "add Ann;555\nlist\n")
        XCTAssertEqual(run.status, 1, "a failed save is never silently accepted")
        let saveError = try XCTUnwrap(run.outLines.last)
        XCTAssertEqual(saveError, "error: Could not save the contacts file \(store): \(notADirectory.path) is not a directory. "
                       + "Any previous version of the file is unchanged.")
        XCTAssertEqual(run.outLines.dropLast(), ["order: name", "contacts: 0"], "the script stopped at the failed line")
        XCTAssertEqual(run.err, "signals-demo phonebook: line 1: \(saveError.dropFirst("error: ".count))\n")
        XCTAssertEqual(try Data(contentsOf: notADirectory), Data("x".utf8))
    }

    func testARefusedAddIsTheScriptsDataAndExits0() throws {
        let run = try DemoBinary.run(["phonebook"], input: "add Ann;\nadd Ann;1\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.err, "")
        XCTAssertEqual(run.outLines, ["order: name", "contacts: 0", "error: you need name and number",
                                      "contacts: 1, new row 1: Ann - 1", "added: Ann - 1"])
    }

    func testStoreThatIsADirectoryIsReported() throws {
        let run = try DemoBinary.run(["phonebook", "--store", scratch.path], input: "list\n")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "signals-demo phonebook: Cannot read the contacts file \(scratch.path): it is a directory. The file was left untouched.\n")
        XCTAssertEqual(run.out, "", "the store is checked before anything is shown")

        let slash = try DemoBinary.run(["phonebook", "--store", scratch.path + "/"], input: "list\n")
        XCTAssertEqual(slash.status, 1)
        XCTAssertEqual(slash.err, "signals-demo phonebook: Cannot read the contacts file \(scratch.path)/: it is a directory. "
                       + "The file was left untouched.\n", "the path as typed, with its \"/\"")
        XCTAssertEqual(slash.out, "")
    }

    func testUnknownScreen() throws {
        let run = try DemoBinary.run(["dance"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.out, "")
        XCTAssertTrue(run.err.hasPrefix("signals-demo: unknown screen \"dance\"; accepted screens: touch, greeting, traffic, phonebook, playground\n"), run.err)
    }

    func testUnknownFlag() throws {
        let run = try DemoBinary.run(["--colour", "touch"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.hasPrefix("signals-demo: unknown option \"--colour\"; accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help\n"), run.err)
    }

    func testMissingStorePathAndStoreOnAnotherScreen() throws {
        let missing = try DemoBinary.run(["phonebook", "--store"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.hasPrefix("signals-demo: --store needs a file path"), missing.err)
        let misplaced = try DemoBinary.run(["touch", "--store", "x.json"])
        XCTAssertEqual(misplaced.status, 2)
        XCTAssertTrue(misplaced.err.hasPrefix("signals-demo: --store applies to the phonebook screen only"), misplaced.err)
    }

    func testUnknownScriptCommandOnEveryScreen() throws {
        let cases: [(screen: String, line: String, message: String)] = [
            ("touch", "tapp", "signals-demo touch: line 2: unknown command \"tapp\"; accepted commands: tap, reset"),
            ("greeting", "hello", "signals-demo greeting: line 2: unknown command \"hello\"; accepted commands: first NAME, last NAME, show"),
            ("traffic", "red", "signals-demo traffic: line 2: unknown command \"red\"; accepted commands: select COLOR"),
            ("phonebook", "remove Ann", "signals-demo phonebook: line 2: unknown command \"remove\"; accepted commands: add NAME;NUMBER[;COMPANY], order name|company, list"),
            ("playground", "play", "signals-demo playground: line 2: unknown command \"play\"; accepted commands: operator NAME, a VALUE, b VALUE, tick [N], complete LANE, fail LANE, show, reset"),
        ]
        for (screen, line, message) in cases {
            let run = try DemoBinary.run([screen], input: "# first line\n\(line)\n")
            XCTAssertEqual(run.status, 2, screen)
            XCTAssertEqual(run.err, message + "\n", screen)
        }
    }

    func testNoScreenWithPipedStdinPrintsUsage() throws {
        let run = try DemoBinary.run([], input: "tap\n")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.out, "")
        XCTAssertTrue(run.err.contains("usage: signals-demo"), run.err)
    }

    func testHelp() throws {
        let run = try DemoBinary.run(["--help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.err, "")
        for word in ["touch", "greeting", "traffic", "phonebook", "select COLOR", "add NAME;NUMBER[;COMPANY]", "--trace", "--store PATH"] {
            XCTAssertTrue(run.out.contains(word), word)
        }
    }

    func testInvalidUTF8InputIsHandledWithoutCrashing() throws {
        let bytes = Array("first ".utf8) + [0xFF, 0xFE] + Array("\nshow\n\u{FF}\n".utf8)
        let run = try DemoBinary.run(["greeting"], inputBytes: bytes)
        XCTAssertEqual(run.status, 2, "the garbage line is a usage error, not a crash")
        XCTAssertEqual(run.outLines, ["greeting:", "greeting: Hello \u{FFFD}\u{FFFD}"])
        XCTAssertTrue(run.err.hasPrefix("signals-demo greeting: line 3: unknown command"), run.err)
    }
}
