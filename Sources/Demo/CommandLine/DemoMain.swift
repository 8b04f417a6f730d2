/// Runs the demo for `arguments` (without the program name) and returns its exit status.
///
/// `--help` prints the help; a screen runs its script from `io`; no screen opens the interactive
/// menu when stdin is a terminal and is a usage error otherwise. A `--store` file in a directory that
/// does not exist stops either before it starts (exit status 1). A failed write to stdout makes
/// it exit with status 1, saying so on stderr.
func runDemo(arguments: [String], io: ConsoleIO, interactive: (DemoOptions) -> ExitCode = runInteractive) -> ExitCode {
    let status = runDemoUnchecked(arguments: arguments, io: io, interactive: interactive)
    if let failure = io.outputFailure() {
        io.printError("signals-demo: cannot write to stdout: \(failure)")
        return .failure
    }
    return status
}

/// The usage line printed when stdin is not a terminal and no screen is named: every option a
/// script run takes, and the screens.
let scriptUsage = "usage: signals-demo [--trace] [--marbles] [--graph] [--store PATH] [--inspect PATH] "
    + Screen.allCases.map(\.rawValue).joined(separator: "|") + " < script"

/// `runDemo` without the final check of stdout.
private func runDemoUnchecked(arguments: [String], io: ConsoleIO, interactive: (DemoOptions) -> ExitCode) -> ExitCode {
    let options: DemoOptions
    do {
        options = try parseOptions(arguments)
    } catch {
        io.printError("signals-demo: \(error.message)")
        io.printError("Run 'signals-demo --help' for the screens and their commands.")
        return .usage
    }
    if options.help {
        io.printLine(helpText())
        return .success
    }
    // A page that could not be written at the end is known now: say so before anything runs.
    if let inspectPath = options.inspectPath, let problem = storeDirectoryProblem(inspectPath) {
        io.printError("signals-demo: --inspect: \(problem.escapingControls())")
        return .failure
    }
    guard let screen = options.screen else {
        guard io.inputIsTerminal else {
            io.printError("signals-demo: stdin is not a terminal, so name a screen to script: \(Screen.allCases.map(\.rawValue).joined(separator: ", "))")
            io.printError(scriptUsage)
            io.printError("Run 'signals-demo --help' for the screens and their commands.")
            return .usage
        }
        if let storePath = options.storePath, let problem = storeDirectoryProblem(storePath) {
            io.printError("signals-demo: \(problem.escapingControls())")
            return .failure
        }
        return interactive(options)
    }
    return runScript(screen: screen, options: options, io: io)
}
