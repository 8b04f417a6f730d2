import Foundation
import XCTest
import SignalsViewModels
@testable import SignalsDemo

/// User data never reaches a terminal raw (control characters are shown escaped), error messages
/// quote bad input briefly, and a failed write to stdout is an error (issue 9, item 4).
final class OutputHygieneTests: XCTestCase {
    private let hostile = "Eve\u{1B}[2J\u{0}\u{7F}\u{9B}31m\tX"
    private let escaped = "Eve\\u{1B}[2J\\u{0}\\u{7F}\\u{9B}31m\\u{9}X"

    func testEscaping() {
        XCTAssertEqual(hostile.escapingControls(), escaped)
        XCTAssertEqual("한국 e\u{301} 👩‍👩‍👧".escapingControls(), "한국 e\u{301} 👩‍👩‍👧", "printable text is left alone")
    }

    func testScriptOutputAndTraceShowControlCharactersEscaped() {
        let run = runCaptured(["--trace", "phonebook"], input: "add \(hostile);555\n")
        XCTAssertEqual(run.status, .success, "\(run.err)")
        XCTAssertTrue(run.out.contains("contacts: 1, new row 1: \(escaped) - 555"), "\(run.out)")
        XCTAssertTrue(run.out.contains("added: \(escaped) - 555"), "\(run.out)")
        XCTAssertFalse(run.out.joined().unicodeScalars.contains { $0.isControlCharacter }, "\(run.out)")
        let greeting = runCaptured(["greeting"], input: "first \(hostile)\nshow\n")
        XCTAssertEqual(greeting.out.last, "greeting: Hello \(escaped)")
    }

    func testTheInteractiveListAndFieldsShowControlCharactersEscaped() {
        let terminal = FakeTerminal(columns: 80, rows: 24)
        let repository = InMemoryContactRepository(contacts: [Contact(name: hostile, number: "1")])
        let app = InteractiveApp(terminal: terminal, trace: true, makeRepository: { repository })
        for key in [Key.character("4"), .character("\u{9B}"), .character("x")] {
            _ = app.handle(key)
            app.drawIfNeeded()
        }
        XCTAssertTrue(terminal.screen.contains("    \(escaped) - 1"), "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains { $0.hasPrefix("> Name:    [\\u{9B}x ") }, "\(terminal.screen)")
        let frame = terminal.writes.last!
        XCTAssertFalse(frame.contains("\u{1B}[2J") || frame.contains("\u{9B}") || frame.contains("\u{0}") || frame.contains("\u{7F}"))
    }

    func testErrorsQuoteAtMostEightyCharactersOfTheBadInput() {
        let huge = String(repeating: "x", count: 10 * 1024 * 1024)
        let run = runCaptured(["touch"], input: huge + "\n")
        XCTAssertEqual(run.status, .usage)
        XCTAssertEqual(run.err, ["signals-demo touch: line 1: unknown command \"\(String(repeating: "x", count: 80))…\" (10485760 characters); accepted commands: tap, reset"])
        let option = runCaptured(["--" + String(repeating: "y", count: 500)])
        XCTAssertLessThan(option.err[0].count, 220, option.err[0])  // 80 quoted characters and the accepted options
        XCTAssertTrue(option.err[0].hasSuffix("…\" (502 characters); accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help"), option.err[0])
        let control = runCaptured(["touch"], input: "tap \u{1B}[2J\n")
        XCTAssertEqual(control.err, ["signals-demo touch: line 1: \"tap\" takes no argument, got \"\\u{1B}[2J\""])
    }

    /// Runs the binary with stdout on /dev/full (every write fails with ENOSPC).
    private func runToFullDevice(_ arguments: [String], input: String) throws -> (status: Int32, err: String) {
        let process = Process()
        process.executableURL = try DemoBinary.location()
        process.arguments = arguments
        let stdin = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: err, as: UTF8.self))
    }

    func testAFailedWriteToStdoutExits1WithAMessage() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
        for input in ["", "tap\n"] {
            let run = try runToFullDevice(["touch"], input: input)
            XCTAssertEqual(run.status, 1)
            XCTAssertEqual(run.err, "signals-demo: cannot write to stdout: No space left on device\n")
        }
        XCTAssertEqual(try runToFullDevice(["--help"], input: "").status, 1)
    }
}
