@testable import SignalsDemo

/// The result of running the demo in-process with captured streams.
struct CapturedRun {
    var status: ExitCode
    var out: [String]
    var err: [String]
}

/// Runs `runDemo` with `input` as stdin (split into lines) and captures stdout/stderr lines.
/// `interactive` stands in for the terminal UI when no screen is given and `terminal` is true.
func runCaptured(_ arguments: [String], input: String = "", terminal: Bool = false,
                 interactive: @escaping (DemoOptions) -> ExitCode = { _ in .success }) -> CapturedRun {
    var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    var out: [String] = []
    var err: [String] = []
    let io = ConsoleIO(
        readLine: { lines.isEmpty ? nil : lines.removeFirst() },
        printLine: { out += $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) },
        printError: { err.append($0) },
        inputIsTerminal: terminal
    )
    let status = runDemo(arguments: arguments, io: io, interactive: interactive)
    return CapturedRun(status: status, out: out, err: err)
}
