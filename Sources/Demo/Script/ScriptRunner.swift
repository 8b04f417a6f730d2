import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels

/// A screen the scripted runner drives: each parsed command is forwarded to the ViewModel's inputs.
protocol ScriptedScreen: AnyObject {
    associatedtype Command: ScriptCommand
    /// Forwards `command` to the ViewModel (rendering happens through the output bindings).
    func perform(_ command: Command)
    /// A failure of the app (not of the script) that must stop the run with exit status 1, e.g. a
    /// store that cannot be read or a save that failed; `nil` while there is none.
    var failure: String? { get }
    /// Performs `command`, or refuses it when the screen's state does not allow it (the operators
    /// playground: a value on a lane that ended); a refusal stops the script like a line the screen
    /// does not accept (exit status 2).
    func apply(_ command: Command) throws(ScriptError)
}

extension ScriptedScreen {
    /// Screens without storage never fail.
    var failure: String? { nil }

    /// Screens whose commands apply in any state perform every one.
    func apply(_ command: Command) throws(ScriptError) { perform(command) }
}

/// Reads `io`'s lines, parses each as a `Screen.Command` and performs it; stops at the first line
/// the screen does not accept or that is too long to read, naming it and what is accepted on stderr
/// (exit status 2), at the first line that cannot be read (exit status 1), or at the first line after
/// which the screen reports a `failure` (the message on stderr, exit status 1).
func runScriptLines<Screen: ScriptedScreen>(_ screen: Screen, name: String, io: ConsoleIO) -> ExitCode {
    if let failure = screen.failure {
        io.printError("signals-demo \(name): \(failure.escapingControls())")
        return .failure
    }
    var lineNumber = 0
    while io.outputFailure() == nil {
        lineNumber += 1
        let line: String
        do {
            guard let next = try io.readLine() else { break }
            line = next
        } catch {
            io.printError("signals-demo \(name): line \(lineNumber): \(error.message)")
            return error.exitCode
        }
        guard let (verb, argument) = splitScriptLine(line) else { continue }
        do {
            try screen.apply(try Screen.Command.parse(verb: verb, argument: argument))
        } catch {
            io.printError("signals-demo \(name): line \(lineNumber): \(error.message.escapingControls())")
            return .usage
        }
        if let failure = screen.failure {
            io.printError("signals-demo \(name): line \(lineNumber): \(failure.escapingControls())")
            return .failure
        }
    }
    return .success
}

/// Runs `screen`'s script from `io`, printing every rendered change (and, with `--trace`, every
/// input and output) to stdout, control characters escaped (a name is shown, never obeyed). With
/// `--marbles`, the marble diagram of the whole run follows, in chunks of `width` columns; with
/// `--graph`, the graph of the screen's bindings as the script ended (`BindingGraph.text`). With
/// `--inspect PATH`, the binding inspector's page of the screen's bindings, as they were when the
/// script ended, is written to `PATH` (a failure to write it: a message, exit status 1).
func runScript(screen: Screen, options: DemoOptions, io: ConsoleIO, width: Int = scriptOutputWidth()) -> ExitCode {
    let printLine: (String) -> Void = { line in io.printLine(line.escapingControls()) }
    let marbles = options.marbles ? MarbleRecorder() : nil
    let inspection = options.inspectPath != nil || options.graph ? ScreenInspection() : nil
    var status = runScript(screen: screen, options: options, io: io, marbles: marbles, inspection: inspection, printLine: printLine)
    if let marbles, !marbles.lines.isEmpty {  // none: the run stopped before the screen was bound
        printLine("")
        printLine("marbles (a column per step: 0 is the binding, then one per input):")
        MarbleDiagram(marbles).chunks(width: width).forEach(printLine)
    }
    if let inspection, options.graph, status == .success {
        printLine("")
        printLine("bindings (the binding inspector's graph, as the script ended):")
        inspection.pageGraph.text.split(separator: "\n").forEach { printLine(String($0)) }
    }
    if let inspection, let path = options.inspectPath, let problem = inspection.writePage(to: path) {
        io.printError("signals-demo \(screen.rawValue): \(problem.escapingControls())")
        if status == .success { status = .failure }
    }
    return status
}

/// The width the scripted marble diagram is wrapped to: stdout's terminal width, else 80.
func scriptOutputWidth() -> Int {
    POSIXTerminal.standardOutputIsTerminal ? POSIXTerminal().size.columns : 80
}

/// `runScript` without the marble diagram at the end.
private func runScript(
    screen: Screen, options: DemoOptions, io: ConsoleIO, marbles: MarbleRecorder?, inspection: ScreenInspection?,
    printLine: @escaping (String) -> Void
) -> ExitCode {
    let trace = BindingTrace.make(trace: options.trace, marbles: marbles, emit: printLine)
    let print: (RenderedChange) -> Void = { change in change.lines.forEach(printLine) }
    let name = screen.rawValue
    // Runs the script on the View, then releases it (and so its ViewModel) after telling the trace,
    // so what ends at teardown is shown as teardown, not as the last input's doing.
    func run<View: ScriptedScreen>(_ makeView: () -> View) -> ExitCode {
        inspection?.screenWillOpen()
        var view: View? = makeView()
        let status = runScriptLines(view!, name: name, io: io)
        inspection?.screenWillClose()
        trace?.teardown()
        view = nil
        return status
    }
    switch screen {
    case .touch:
        return run { TouchCounterScreen(viewModel: TouchCounterViewModel(), trace: trace, onChange: print) }
    case .greeting:
        return run { GreetingScreen(viewModel: GreetingViewModel(), trace: trace, onChange: print) }
    case .traffic:
        return run { TrafficLightScreen(viewModel: TrafficLightViewModel(), trace: trace, onChange: print) }
    case .playground:
        let playground = PlaygroundScriptScreen(printLine: printLine)
        let status = runScriptLines(playground, name: name, io: io)
        if status == .success { playground.finish() }
        return status
    case .phonebook:
        if let storePath = options.storePath, let problem = storeDirectoryProblem(storePath) {
            io.printError("signals-demo \(name): \(problem.escapingControls())")
            return .failure
        }
        let repository = makeContactRepository(options.storePath)
        do {
            _ = try repository.allContacts()  // a store that cannot be read stops the run before any output
        } catch {
            io.printError("signals-demo \(name): \(String(describing: error).escapingControls())")
            return .failure
        }
        return run { PhoneBookScreen(viewModel: PhoneBookViewModel(repository: repository), trace: trace, onChange: print) }
    }
}

/// The phone book's storage, wired in here: the data layer's JSON file at `path`
/// (`JSONFileContactRepository`, SignalsPhoneBookStorage), or memory when there is none. Messages name
/// the file by its absolute path, ending in "/" exactly when `path` does.
func makeContactRepository(_ path: String?) -> any ContactRepository {
    guard let path else { return InMemoryContactRepository() }
    let fileURL = URL(fileURLWithPath: path)
    return JSONFileContactRepository(fileURL: fileURL, reportedAs: fileURL.path + (path.hasSuffix("/") ? "/" : ""))
}
