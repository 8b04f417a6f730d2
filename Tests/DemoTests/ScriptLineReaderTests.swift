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

/// `ScriptLineReader` on its own: lines as `readLine()` gave them, wherever the reads split the
/// input, and a line over the limit reported as soon as the limit is passed, without reading the rest.
final class ScriptLineReaderTests: XCTestCase {
    /// A reader of `input` handed out `chunkSize` bytes per read, and how many bytes it has taken.
    private func reader(_ input: [UInt8], chunkSize: Int = 3, limit: Int = 8) -> (ScriptLineReader, Locked<Int>) {
        let offset = Locked(0)
        let reader = ScriptLineReader(maximumLineBytes: limit) { buffer in
            let from = offset.value
            let count = min(chunkSize, buffer.count, input.count - from)
            buffer.copyBytes(from: input[from..<from + count])
            offset.value = from + count
            return count
        }
        return (reader, offset)
    }

    private func lines(_ reader: ScriptLineReader) throws -> [String] {
        var lines: [String] = []
        while let line = try reader.nextLine() { lines.append(line) }
        return lines
    }

    func testLinesSplitAtNewlinesWhateverTheReadSizes() throws {
        let input = Array("tap\r\n\nadd A;1\nlast".utf8)
        for chunkSize in [1, 2, 3, 7, 100] {
            XCTAssertEqual(try lines(reader(input, chunkSize: chunkSize).0), ["tap", "", "add A;1", "last"], "chunks of \(chunkSize)")
        }
        XCTAssertEqual(try lines(reader(Array("a\nb\n".utf8)).0), ["a", "b"], "a final newline ends the last line, adds none")
        XCTAssertEqual(try lines(reader([]).0), [], "no input, no line")
        XCTAssertEqual(try lines(reader(Array("a\r".utf8)).0), ["a\r"], "a \\r without a newline is kept, as readLine() kept it")
        XCTAssertEqual(try lines(reader([0x61, 0xFF, 0x0A]).0), ["a\u{FFFD}"], "invalid UTF-8 is replaced")
    }

    func testALineOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() throws {
        XCTAssertEqual(try lines(reader(Array("12345678\n12345678".utf8)).0), ["12345678", "12345678"])
        XCTAssertEqual(try lines(reader(Array("12345678\r\n".utf8), limit: 9).0), ["12345678"])
        for input in ["ok\n123456789\nafter\n", "ok\n123456789"] {
            let (reader, _) = reader(Array(input.utf8))
            XCTAssertEqual(try reader.nextLine(), "ok")
            XCTAssertThrowsError(try reader.nextLine()) { XCTAssertEqual($0 as? ScriptInputError, .lineTooLong(maximumBytes: 8)) }
            XCTAssertThrowsError(try reader.nextLine(), "the error again, not the lines after it") {
                XCTAssertEqual($0 as? ScriptInputError, .lineTooLong(maximumBytes: 8))
            }
        }
    }

    func testAnEndlessLineIsRefusedAfterReadingLittleMoreThanTheLimit() throws {
        let offset = Locked(0)
        let reader = ScriptLineReader(maximumLineBytes: 1000) { buffer in
            offset.mutate { $0 += buffer.count }
            buffer.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "x"))
            return buffer.count  // never a newline, never an end
        }
        XCTAssertThrowsError(try reader.nextLine()) { XCTAssertEqual($0 as? ScriptInputError, .lineTooLong(maximumBytes: 1000)) }
        XCTAssertLessThanOrEqual(offset.value, 64 * 1024, "one read of a chunk, not the whole line")
    }

    func testAReadErrorIsReportedNotTakenForTheEnd() throws {
        let calls = Locked(0)
        let reader = ScriptLineReader(maximumLineBytes: 100) { buffer in
            calls.mutate { $0 += 1 }
            if calls.value == 1 {
                buffer.copyBytes(from: Array("tap\n".utf8))
                return 4
            }
            errno = EIO
            return -1
        }
        XCTAssertEqual(try reader.nextLine(), "tap")
        XCTAssertThrowsError(try reader.nextLine()) {
            XCTAssertEqual($0 as? ScriptInputError, .readFailed(reason: "input/output error"))
        }
    }

    func testTheDefaultLimitIsOneMebibyteAndReadsADescriptor() throws {
        XCTAssertEqual(ScriptLineReader.defaultMaximumLineBytes, 1_048_576)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let text = Array("tap\nreset\n".utf8)
        XCTAssertEqual(write(ends[1], text, text.count), text.count)
        close(ends[1])
        defer { close(ends[0]) }
        XCTAssertEqual(try lines(ScriptLineReader(descriptor: ends[0])), ["tap", "reset"])
    }
}
