import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every signal that ends the interactive demo puts the terminal back first (not only Ctrl-C and
/// SIGTERM); SIGXFSZ ends nothing: a save over the file-size limit (`ulimit -f`) is a storage error
/// on screen, and the previous file and the directory stay as they were.
final class TerminalSignalTests: XCTestCase {
    private func assertRestored(_ terminal: PseudoTerminal, to original: termios, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let now = terminal.settings()
        XCTAssertEqual(now.c_lflag, original.c_lflag, "\(what): local modes (ICANON, ECHO, ISIG) restored", file: file, line: line)
        XCTAssertEqual(now.c_iflag, original.c_iflag, "\(what): input modes (ICRNL, IXON) restored", file: file, line: line)
        XCTAssertTrue(terminal.output.hasSuffix("\u{1B}[?1049l"), "\(what): left the alternate screen last", file: file, line: line)
    }

    /// Opens the touch counter in a demo on a new pseudo-terminal, in raw mode.
    private func startDemo(_ arguments: [String] = [], fileSizeLimit: Int? = nil) throws -> (PseudoTerminal, termios, Process) {
        let terminal = try PseudoTerminal()
        let original = terminal.settings()
        XCTAssertNotEqual(original.c_lflag & tcflag_t(ICANON), 0, "the terminal starts in canonical mode")
        let process = try terminal.launchDemo(arguments, fileSizeLimit: fileSizeLimit)
        terminal.waitFor("Pick a screen")
        XCTAssertEqual(terminal.settings().c_lflag & tcflag_t(ICANON | ECHO), 0, "raw mode while running")
        return (terminal, original, process)
    }

    func testEverySignalThatEndsTheDemoRestoresTheTerminal() throws {
        for (name, number) in [("SIGUSR1", SIGUSR1), ("SIGUSR2", SIGUSR2), ("SIGALRM", SIGALRM), ("SIGPIPE", SIGPIPE),
                               ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF), ("SIGXCPU", SIGXCPU)] {
            let (terminal, original, process) = try startDemo()
            XCTAssertEqual(kill(process.processIdentifier, number), 0)
            process.waitUntilExit()
            terminal.drain()
            XCTAssertEqual(process.terminationReason, .exit, "\(name): the demo exits, it is not killed")
            XCTAssertEqual(process.terminationStatus, 128 + number, name)
            assertRestored(terminal, to: original, name)
        }
    }

    func testSIGXFSZDoesNotEndTheDemo() throws {
        let (terminal, original, process) = try startDemo()
        XCTAssertEqual(kill(process.processIdentifier, SIGXFSZ), 0)
        terminal.type("1")
        terminal.waitFor("Touches: 0")
        terminal.type("q")
        terminal.waitFor("Pick a screen")
        terminal.type("q")
        process.waitUntilExit()
        terminal.drain()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        assertRestored(terminal, to: original, "quit after SIGXFSZ")
    }

    func testASaveOverTheFileSizeLimitIsAStorageErrorAndKeepsThePreviousFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-fsize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("contacts.json")
        let entries = (0..<100).map { "{\"name\": \"Person \($0)\", \"number\": \"555-\($0)\"}" }
        let previous = Data("[\(entries.joined(separator: ",\n"))]\n".utf8)  // over 4 KiB: over the limit in any block size
        try previous.write(to: store)

        let (terminal, original, process) = try startDemo(["--store", store.path], fileSizeLimit: 2)
        terminal.type("4")
        terminal.waitFor("Contacts (100)")
        terminal.type("Zed\t9\r")
        terminal.waitFor("Storage problem")
        terminal.waitFor("large")  // "writing failed (file too large)", however the box wraps it
        terminal.type("\u{1B}")
        terminal.waitFor("Pick a screen")
        terminal.type("q")
        process.waitUntilExit()
        terminal.drain()
        XCTAssertEqual(process.terminationReason, .exit, "not killed by SIGXFSZ")
        XCTAssertEqual(process.terminationStatus, 0)
        assertRestored(terminal, to: original, "quit after the failed save")
        XCTAssertEqual(try Data(contentsOf: store), previous, "the previous file, byte for byte")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), [".contacts.json.lock", "contacts.json"],
                       "no temporary file left")
    }
}
