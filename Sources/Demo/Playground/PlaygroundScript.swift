/// `playground` script: `operator NAME`, `a VALUE`, `b VALUE`, `tick [N]`, `complete LANE`,
/// `fail LANE`, `show`, `reset`.
enum PlaygroundCommand: ScriptCommand, Equatable {
    /// Choose the operator (its name as the playground lists it, any case); starts over.
    case choose(String)
    /// Send a value on a typed lane at the current frame.
    case send(lane: String, value: String)
    /// Move time on by this many frames.
    case tick(Int)
    /// Complete (or, with `failed`, fail) a typed lane at the current frame.
    case end(lane: String, failed: Bool)
    /// Print the lanes.
    case show
    /// Clear the lanes and go back to frame 1.
    case reset

    static let commands = [
        ScriptVerb("operator NAME", "choose the operator and start over at frame 1: \(OperatorCatalog.namesList)") { argument throws(ScriptError) in
            guard let chosen = OperatorCatalog.named(argument) else {
                let what = argument.isEmpty ? "\"operator\" takes an operator's name" : "unknown operator \(quotedExcerpt(argument))"
                throw ScriptError(message: "\(what); operators: \(OperatorCatalog.namesList)")
            }
            return PlaygroundCommand.choose(chosen.name)
        },
        ScriptVerb("a VALUE", "send VALUE on lane a at the current frame: one digit, or one letter or digit on a letter lane") {
            PlaygroundCommand.send(lane: "a", value: $0)
        },
        ScriptVerb("b VALUE", "the same on lane b") { PlaygroundCommand.send(lane: "b", value: $0) },
        ScriptVerb("tick [N]", "move time on N frames of 10 ticks (default 1); time ends at frame \(PlaygroundSession.lastFrame)", parse: parseTick),
        ScriptVerb("complete LANE", "complete lane a or b at the current frame (|)") { argument throws(ScriptError) in
            PlaygroundCommand.end(lane: try laneArgument(argument, verb: "complete"), failed: false)
        },
        ScriptVerb("fail LANE", "fail lane a or b at the current frame (#)") { argument throws(ScriptError) in
            PlaygroundCommand.end(lane: try laneArgument(argument, verb: "fail"), failed: true)
        },
        ScriptVerb("show", "print the lanes: the inputs, then the output", PlaygroundCommand.show),
        ScriptVerb("reset", "clear the lanes and go back to frame 1", .reset),
    ]

    /// `tick`'s argument: nothing (1) or a whole number of frames, at least 1.
    private static func parseTick(_ argument: String) throws(ScriptError) -> PlaygroundCommand {
        if argument.isEmpty { return .tick(1) }
        guard argument.allSatisfy({ $0.isASCII && $0.isNumber }), let frames = Int(argument), frames >= 1 else {
            throw ScriptError(message: "\"tick\" takes a number of frames, 1 or more, got \(quotedExcerpt(argument))")
        }
        return .tick(frames)
    }

    /// The lane named by `complete`'s or `fail`'s argument (one word), lowercased.
    private static func laneArgument(_ argument: String, verb: String) throws(ScriptError) -> String {
        guard !argument.isEmpty, !argument.contains(where: \.isWhitespace) else {
            let got = argument.isEmpty ? "" : ", got \(quotedExcerpt(argument))"
            throw ScriptError(message: "\"\(verb)\" takes one lane, e.g. \(verb) a\(got)")
        }
        return argument.lowercased()
    }
}

/// The playground driven by a script: each command acts on the session; `operator NAME` prints
/// the operator's call (as its diagram shows it), `show` prints a blank line and the lanes, and the
/// end of the script prints them too unless `show` already printed them as they are. So the
/// output of a script that types an operator's diagram and ticks to its end is that diagram's block.
final class PlaygroundScriptScreen: ScriptedScreen {
    /// The session of the chosen operator, or `nil` before the first `operator` command.
    private(set) var session: PlaygroundSession?
    /// Whether the lanes changed since they were last printed.
    private var unprinted = false
    private let printLine: (String) -> Void

    /// A playground printing through `printLine`, no operator chosen yet.
    init(printLine: @escaping (String) -> Void) {
        self.printLine = printLine
    }

    func perform(_ command: PlaygroundCommand) {
        try? apply(command)
    }

    func apply(_ command: PlaygroundCommand) throws(ScriptError) {
        if case .choose(let name) = command, let chosen = OperatorCatalog.named(name) {
            session = PlaygroundSession(chosen)
            chosen.call.components(separatedBy: "\n").forEach(printLine)
            unprinted = true
            return
        }
        guard let session else {
            throw ScriptError(message: "no operator chosen yet: start with operator NAME (\(OperatorCatalog.namesList))")
        }
        do {
            switch command {
            case .choose: return
            case .send(let lane, let value): try session.send(value, on: lane)
            case .tick(let frames): try session.advance(by: frames)
            case .end(let lane, let failed): try session.end(lane, failed: failed)
            case .show:
                printLanes()
                return
            case .reset: self.session = PlaygroundSession(session.chosen)
            }
        } catch {
            throw ScriptError(message: error.message)
        }
        unprinted = true
    }

    /// The end of the script: prints the lanes unless `show` printed them as they are.
    func finish() {
        if unprinted { printLanes() }
    }

    /// A blank line, then the lanes as the docs draw them.
    private func printLanes() {
        guard let session else { return }
        printLine("")
        session.drawing.lines().forEach(printLine)
        unprinted = false
    }
}
