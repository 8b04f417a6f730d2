/// A screen the scripted runner drives: each parsed command is forwarded to the ViewModel's inputs.
protocol ScriptedScreen: AnyObject {
    associatedtype Command: ScriptCommand
    /// Forwards `command` to the ViewModel (rendering happens through the output bindings).
    func perform(_ command: Command)
}

/// Reads `io`'s lines, parses each as a `Screen.Command` and performs it; stops at the first line
/// the screen does not accept, naming it and what is accepted on stderr (exit status 2).
func runScriptLines<Screen: ScriptedScreen>(_ screen: Screen, name: String, io: ConsoleIO) -> ExitCode {
    var lineNumber = 0
    while let line = io.readLine() {
        lineNumber += 1
        guard let (verb, argument) = splitScriptLine(line) else { continue }
        do {
            screen.perform(try Screen.Command.parse(verb: verb, argument: argument))
        } catch {
            io.printError("Demo \(name): line \(lineNumber): \(error.message)")
            return .usage
        }
    }
    return .success
}

/// Runs `screen`'s script from `io`, printing every rendered change to stdout.
func runScript(screen: Screen, options: DemoOptions, io: ConsoleIO) -> ExitCode {
    io.printError("Demo: screen \(screen.rawValue) is not available yet")
    return .failure
}
