import Foundation
import XCTest
@testable import SignalsDemo
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A script on a non-blocking stdin (`O_NONBLOCK`, e.g. a pipe its writer set up that way): "no
/// input yet" (`EAGAIN`) is waited out with `poll`, without spinning, and a real error is still one.
final class NonBlockingInputTests: XCTestCase {
    /// A pipe whose read end is non-blocking; neither end is inherited by a child process.
    private func nonBlockingPipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        XCTAssertEqual(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK), 0)
        for end in ends { XCTAssertEqual(fcntl(end, F_SETFD, FD_CLOEXEC), 0) }  // a child gets only its stdin
        return (ends[0], ends[1])
    }

    /// Writes `chunks` to `descriptor` one at a time, `delay` seconds apart (the first after one
    /// delay), then closes it, on a thread of its own (returned).
    private func writeSlowly(_ chunks: [String], to descriptor: Int32, delay: Double) -> Thread {
        let thread = Thread {
            for chunk in chunks {
                Thread.sleep(forTimeInterval: delay)
                _ = Array(chunk.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            }
            close(descriptor)
        }
        thread.start()
        return thread
    }

    /// The CPU time this process has used so far, in seconds.
    private func processorSeconds() -> Double {
        var time = timespec()
        XCTAssertEqual(clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time), 0)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func testLinesWrittenSlowlyAreAllReadWithoutSpinning() throws {
        let (readEnd, writeEnd) = try nonBlockingPipe()
        let writer = writeSlowly(["tap\n", "res", "et\n", "last"], to: writeEnd, delay: 0.15)
        defer {  // a write after the read end closed would raise SIGPIPE, ending every test
            while writer.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
            close(readEnd)
        }
        let reader = ScriptLineReader(descriptor: readEnd)
        let cpuBefore = processorSeconds()
        var lines: [String] = []
        while let line = try reader.nextLine() { lines.append(line) }
        XCTAssertEqual(lines, ["tap", "reset", "last"])
        XCTAssertLessThan(processorSeconds() - cpuBefore, 0.2, "0.6 s of waiting must not be spent polling in a loop")
    }

    func testARealReadErrorIsStillReported() throws {
        let directory = open("/", O_RDONLY)
        XCTAssertGreaterThanOrEqual(directory, 0)
        defer { close(directory) }
        XCTAssertThrowsError(try ScriptLineReader(descriptor: directory).nextLine()) { error in
            XCTAssertEqual(error as? ScriptInputError, .readFailed(reason: "is a directory"))
        }
    }

    func testTheDemoRunsAScriptFromANonBlockingPipe() throws {
        let scratch = try TemporaryDirectory(prefix: "NonBlockingInputTests")
        defer { scratch.remove() }
        let outputURL = scratch.url.appendingPathComponent("output")
        XCTAssertTrue(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputURL)
        let (readEnd, writeEnd) = try nonBlockingPipe()
        let process = Process()
        process.executableURL = try DemoBinary.location()
        process.arguments = ["touch"]
        process.standardInput = FileHandle(fileDescriptor: readEnd, closeOnDealloc: true)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let writer = writeSlowly(["tap\n", "ta", "p\n"], to: writeEnd, delay: 0.2)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            XCTFail("the demo did not finish reading its script")
        }
        process.waitUntilExit()
        while writer.isExecuting { Thread.sleep(forTimeInterval: 0.01) }
        try output.close()
        XCTAssertEqual(try String(contentsOf: outputURL, encoding: .utf8), "count: 0\ncount: 1\ncount: 2\n")
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
