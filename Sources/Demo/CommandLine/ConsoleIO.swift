#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the demo reads script lines and writes text: the process's stdin/stdout/stderr, or
/// closures a test supplies.
struct ConsoleIO {
    /// The next input line without its newline; `nil` at end of input. Throws when the line cannot
    /// be read (too long, or a read error); the run then stops naming the line.
    var readLine: () throws(ScriptInputError) -> String?
    /// Writes one line to stdout.
    var printLine: (String) -> Void
    /// Writes one line to stderr.
    var printError: (String) -> Void
    /// Whether stdin is an interactive terminal.
    var inputIsTerminal: Bool
    /// Why writing to stdout failed (e.g. "No space left on device"), once a write has failed;
    /// `nil` while every line got through. The run then stops and exits with status 1.
    var outputFailure: () -> String? = { nil }

    /// The process's own standard streams.
    static var standard: ConsoleIO { standard(input: ScriptLineReader(descriptor: STDIN_FILENO)) }

    /// The process's standard output and error, with script lines from `input`.
    static func standard(input: ScriptLineReader) -> ConsoleIO {
        let status = OutputStatus()
        return ConsoleIO(
            readLine: { () throws(ScriptInputError) in try input.nextLine() },
            printLine: { line in
                guard status.failure == nil else { return }
                let code = writeAll(STDOUT_FILENO, line + "\n")
                if code != 0 { status.failure = String(cString: strerror(code)) }
            },
            printError: { line in writeAll(STDERR_FILENO, line + "\n") },
            inputIsTerminal: POSIXTerminal.standardInputIsTerminal,
            outputFailure: { status.failure }
        )
    }
}

/// The first failure writing to stdout, kept for `ConsoleIO.outputFailure`.
private final class OutputStatus {
    var failure: String?
}
