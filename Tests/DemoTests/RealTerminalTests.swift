import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Demo binary on a real pseudo-terminal: it switches to raw mode, draws, reacts to keys, and
/// puts the terminal settings back however it ends — quitting, Ctrl-C (SIGINT) or SIGTERM.
final class RealTerminalTests: XCTestCase {
    private func assertRestored(_ terminal: PseudoTerminal, to original: termios, file: StaticString = #filePath, line: UInt = #line) {
        let now = terminal.settings()
        XCTAssertEqual(now.c_lflag, original.c_lflag, "local modes (ICANON, ECHO, ISIG) restored", file: file, line: line)
        XCTAssertEqual(now.c_iflag, original.c_iflag, "input modes (ICRNL, IXON) restored", file: file, line: line)
        XCTAssertTrue(terminal.output.hasSuffix("\u{1B}[?1049l"), "left the alternate screen last", file: file, line: line)
    }

    private func startInTouchCounter(_ terminal: PseudoTerminal, original: termios) throws -> Process {
        let process = try terminal.launchDemo([])
        terminal.waitFor("Pick a screen")
        XCTAssertEqual(terminal.settings().c_lflag & tcflag_t(ICANON), 0, "raw mode while running")
        XCTAssertEqual(terminal.settings().c_lflag & tcflag_t(ECHO), 0, "no echo while running")
        terminal.type("1")
        terminal.waitFor("Touches: 0")
        terminal.type(" ")
        terminal.waitFor("Touches: 1")
        XCTAssertNotEqual(original.c_lflag & tcflag_t(ICANON), 0, "the terminal started in canonical mode")
        return process
    }

    func testQuittingRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal()
        let original = terminal.settings()
        let process = try startInTouchCounter(terminal, original: original)
        terminal.type("q")
        terminal.waitFor("Pick a screen")
        terminal.type("q")
        process.waitUntilExit()
        terminal.drain()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        assertRestored(terminal, to: original)
    }

    func testSIGINTRestoresTheTerminalAndExits130() throws {
        let terminal = try PseudoTerminal()
        let original = terminal.settings()
        let process = try startInTouchCounter(terminal, original: original)
        process.interrupt()  // SIGINT, as Ctrl-C sends it
        process.waitUntilExit()
        terminal.drain()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 130)
        assertRestored(terminal, to: original)
    }

    func testSIGTERMRestoresTheTerminalAndExits143() throws {
        let terminal = try PseudoTerminal()
        let original = terminal.settings()
        let process = try startInTouchCounter(terminal, original: original)
        process.terminate()  // SIGTERM
        process.waitUntilExit()
        terminal.drain()
        XCTAssertEqual(process.terminationStatus, 143)
        assertRestored(terminal, to: original)
    }
}
