import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair: the test holds the master side, the child process gets the slave side as
/// stdin/stdout/stderr, so the Demo sees a real TTY (raw mode, termios) without a human.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    /// Everything the child wrote so far (decoded leniently).
    private(set) var output = ""

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.ENODEV) }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(master)
        close(slave)
    }

    /// The slave side's current settings (what the child left the terminal in).
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Types `text` as if at the keyboard.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads the child's output until it contains `text`; fails after `deadline` seconds (a guard
    /// against hanging, not a timing assertion).
    @discardableResult
    func waitFor(_ text: String, deadline: Double = 20, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let end = Date().addingTimeInterval(deadline)
        while !output.contains(text) {
            guard Date() < end else {
                XCTFail("the terminal never showed \(text.debugDescription); it showed \(output.suffix(400).debugDescription)", file: file, line: line)
                return false
            }
            drain(waitMilliseconds: 100)
        }
        return true
    }

    /// Reads whatever is available, waiting up to `waitMilliseconds` for the first bytes.
    func drain(waitMilliseconds: Int32 = 0) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        var timeout = waitMilliseconds
        while poll(&descriptor, 1, timeout) > 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += String(decoding: buffer[0..<count], as: UTF8.self)
            timeout = 0
        }
    }

    /// Starts the Demo binary on the slave side; with `fileSizeLimit`, under that limit on the size
    /// of the files it writes, in blocks (`ulimit -f`, through `/bin/sh`).
    func launchDemo(_ arguments: [String], fileSizeLimit: Int? = nil) throws -> Process {
        let process = Process()
        if let fileSizeLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -f \(fileSizeLimit) && exec \"$0\" \"$@\"", try DemoBinary.location().path] + arguments
        } else {
            process.executableURL = try DemoBinary.location()
            process.arguments = arguments
        }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }
}
