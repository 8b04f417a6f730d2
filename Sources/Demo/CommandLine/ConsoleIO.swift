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
    /// The next input line without its newline; `nil` at end of input.
    var readLine: () -> String?
    /// Writes one line to stdout.
    var printLine: (String) -> Void
    /// Writes one line to stderr.
    var printError: (String) -> Void
    /// Whether stdin is an interactive terminal.
    var inputIsTerminal: Bool

    /// The process's own standard streams.
    static var standard: ConsoleIO {
        ConsoleIO(
            readLine: { Swift.readLine(strippingNewline: true) },
            printLine: { line in writeAll(STDOUT_FILENO, line + "\n") },
            printError: { line in writeAll(STDERR_FILENO, line + "\n") },
            inputIsTerminal: POSIXTerminal.standardInputIsTerminal
        )
    }
}
