#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the next script line could not be read.
enum ScriptInputError: Error, Equatable {
    /// The line has more than `maximumBytes` bytes before its newline; it was not read to its end.
    case lineTooLong(maximumBytes: Int)
    /// Reading failed with the system's `reason`, e.g. "input/output error".
    case readFailed(reason: String)

    /// What went wrong, as it follows "line N: ".
    var message: String {
        switch self {
        case .lineTooLong(let maximum):
            let mebibytes = maximum % (1 << 20) == 0 ? " (\(maximum >> 20) MiB)" : ""
            return "the line is longer than \(maximum) bytes\(mebibytes), the longest script line accepted; nothing after it was run"
        case .readFailed(let reason):
            return "cannot read it (\(reason)); nothing after it was run"
        }
    }

    /// The exit status it ends the run with: a line too long is bad input (2), a failed read is a
    /// failure of the run (1).
    var exitCode: ExitCode {
        switch self {
        case .lineTooLong: .usage
        case .readFailed: .failure
        }
    }
}

/// Reads a script's lines from a file descriptor (stdin), holding at most `maximumLineBytes` of a
/// line: a longer line is an error as soon as that much of it has arrived, never read into memory.
///
/// Why not Swift's `readLine()`: its runtime keeps `getline`'s length in a 32-bit `int`, so a line
/// of 2 GiB or more comes back as `nil`, indistinguishable from the end of input, and a read error
/// does too. Lines end at "\n" (a "\r" before it is dropped too); the last line needs no newline;
/// bytes that are not UTF-8 are replaced with U+FFFD, as `readLine()` did.
final class ScriptLineReader {
    /// The longest line accepted unless told otherwise: 1 MiB, far beyond any command (a phone-book
    /// entry is a few dozen bytes) and small enough to hold and parse at once.
    static let defaultMaximumLineBytes = 1 << 20

    /// The longest line accepted, in bytes before its newline.
    let maximumLineBytes: Int
    private let readBytes: (UnsafeMutableRawBufferPointer) -> Int
    private var buffer: [UInt8] = []
    /// Where the current line starts in `buffer`, and how many of its bytes were searched for "\n".
    private var start = 0
    private var searched = 0
    private var atEnd = false
    /// The error thrown, thrown again by every later call.
    private var failure: ScriptInputError?
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    /// A reader of `descriptor`, blocking or not: on a non-blocking one it waits for input
    /// (`readWaitingForInput`) instead of taking "no input yet" for an error.
    convenience init(descriptor: Int32, maximumLineBytes: Int = ScriptLineReader.defaultMaximumLineBytes) {
        self.init(maximumLineBytes: maximumLineBytes) { buffer in readWaitingForInput(descriptor, into: buffer) }
    }

    /// A reader whose bytes come from `readBytes`, which fills the buffer it is given as `read(2)`
    /// does: the count filled, 0 at the end of input, -1 with `errno` set on failure.
    init(maximumLineBytes: Int, readBytes: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
        precondition(maximumLineBytes > 0, "maximumLineBytes must be positive")
        self.maximumLineBytes = maximumLineBytes
        self.readBytes = readBytes
    }

    /// The next line without its newline; `nil` at the end of input.
    func nextLine() throws(ScriptInputError) -> String? {
        if let failure { throw failure }
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                guard newline - start <= maximumLineBytes else { throw fail(.lineTooLong(maximumBytes: maximumLineBytes)) }
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                searched = 0
                return line
            }
            searched = buffer.count - start
            guard searched <= maximumLineBytes else { throw fail(.lineTooLong(maximumBytes: maximumLineBytes)) }
            if atEnd {
                guard searched > 0 else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                searched = 0
                return line
            }
            try readMore()
        }
    }

    /// Appends the next bytes of input to `buffer` (dropping the lines already returned), or notes
    /// the end of input.
    private func readMore() throws(ScriptInputError) {
        buffer.removeSubrange(0..<start)
        start = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes($0) }
            if count < 0 {
                if errno == EINTR { continue }
                let text = String(cString: strerror(errno))
                throw fail(.readFailed(reason: text.prefix(1).lowercased() + text.dropFirst()))
            }
            if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[..<count]) }
            return
        }
    }

    private func fail(_ error: ScriptInputError) -> ScriptInputError {
        failure = error
        buffer = []
        start = 0
        searched = 0
        return error
    }
}
