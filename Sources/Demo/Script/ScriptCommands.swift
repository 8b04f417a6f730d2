import SignalsViewModels

/// A script line the current screen does not accept; `message` names what it accepts.
struct ScriptError: Error, Equatable {
    let message: String
}

/// One command of a screen's script language, as `--help` lists it.
struct CommandSyntax: Sendable {
    /// How the command is written, e.g. `add NAME;NUMBER[;COMPANY]`.
    let usage: String
    /// What it does.
    let summary: String
}

/// One command of a screen's script language: its `--help` line and how a line with its verb is
/// parsed. The verb is `usage`'s first word, so the two cannot disagree.
struct ScriptVerb<Command: Sendable>: Sendable {
    /// How `--help` lists the command.
    let syntax: CommandSyntax
    /// Makes the command from the line's argument (trimmed; empty when there is none), or explains
    /// what the verb takes.
    let parse: @Sendable (_ argument: String) throws(ScriptError) -> Command

    /// The verb a line starts with (matched ignoring case): `usage`'s first word, lowercased.
    var verb: String { String(syntax.usage.prefix { !$0.isWhitespace }).lowercased() }

    /// A command that takes an argument, parsed by `parse`.
    init(_ usage: String, _ summary: String, parse: @escaping @Sendable (String) throws(ScriptError) -> Command) {
        syntax = CommandSyntax(usage: usage, summary: summary)
        self.parse = parse
    }

    /// A command that takes no argument: `command` itself; anything after the verb is an error.
    init(_ usage: String, _ summary: String, _ command: Command) {
        let verb = String(usage.prefix { !$0.isWhitespace }).lowercased()
        self.init(usage, summary) { argument throws(ScriptError) in
            if !argument.isEmpty {
                throw ScriptError(message: "\"\(verb)\" takes no argument, got \(quotedExcerpt(argument))")
            }
            return command
        }
    }
}

/// A screen's script commands: parsed from one line each, listed by `--help`.
protocol ScriptCommand: Sendable {
    /// Every command the screen accepts, in the order `--help` shows them.
    static var commands: [ScriptVerb<Self>] { get }
}

extension ScriptCommand {
    /// Every command's `--help` line, in order.
    static var syntax: [CommandSyntax] { commands.map(\.syntax) }

    /// The accepted verbs, for error messages: "tap, reset".
    static var acceptedList: String { syntax.map(\.usage).joined(separator: ", ") }

    /// Parses one non-blank, non-comment line whose first word is `verb` (matched ignoring case), or
    /// explains what is accepted.
    static func parse(verb: String, argument: String) throws(ScriptError) -> Self {
        guard let command = commands.first(where: { $0.verb == verb.lowercased() }) else {
            throw ScriptError(message: "unknown command \(quotedExcerpt(verb)); accepted commands: \(acceptedList)")
        }
        return try command.parse(argument)
    }
}

/// Splits a script line into its verb (as written; commands match it ignoring case) and the rest
/// (trimmed); `nil` for blank lines and `#` comments.
func splitScriptLine(_ line: String) -> (verb: String, argument: String)? {
    let trimmed = line.trimmingWhitespace()
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    guard let space = trimmed.firstIndex(where: \.isWhitespace) else { return (trimmed, "") }
    return (String(trimmed[..<space]), trimmed[space...].trimmingWhitespace())
}

extension StringProtocol {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

/// `touch` script: `tap`, `reset`.
enum TouchCommand: ScriptCommand, Equatable {
    case tap
    case reset

    static let commands = [
        ScriptVerb("tap", "tap the button", TouchCommand.tap),
        ScriptVerb("reset", "reset the count", .reset),
    ]
}

/// `greeting` script: `first NAME`, `last NAME`, `show`.
enum GreetingCommand: ScriptCommand, Equatable {
    case first(String)
    case last(String)
    case show

    static let commands = [
        ScriptVerb("first NAME", "type NAME into the first-name field (empty clears it)") { GreetingCommand.first($0) },
        ScriptVerb("last NAME", "type NAME into the last-name field (empty clears it)") { .last($0) },
        ScriptVerb("show", "tap \"show greeting\"", .show),
    ]
}

/// `traffic` script: `select COLOR`.
enum TrafficCommand: ScriptCommand, Equatable {
    case select(String)

    static let commands = [
        ScriptVerb("select COLOR", "pick Red, Green or Yellow (any case); other text is passed on") { TrafficCommand.select($0) },
    ]
}

/// `phonebook` script: `add NAME;NUMBER[;COMPANY]`, `order name|company`, `list`.
enum PhoneBookCommand: ScriptCommand, Equatable {
    case add(name: String, number: String, company: String)
    case order(ContactOrdering)
    case list

    static let commands = [
        ScriptVerb("add NAME;NUMBER[;COMPANY]", "fill the form and tap \"add\" (fields may be empty)", parse: parseAdd),
        ScriptVerb("order name|company", "order the list by name or by company") { argument throws(ScriptError) in
            guard let order = ContactOrdering(rawValue: argument.lowercased()) else {
                throw ScriptError(message: "\"order\" takes name or company, got \(quotedExcerpt(argument))")
            }
            return PhoneBookCommand.order(order)
        },
        ScriptVerb("list", "print the list as shown now", .list),
    ]

    /// `add`'s argument: up to three `;`-separated fields (each trimmed; missing ones are empty).
    private static func parseAdd(_ argument: String) throws(ScriptError) -> PhoneBookCommand {
        let fields = argument.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard fields.count <= 3 else {
            throw ScriptError(message: "\"add\" takes NAME;NUMBER[;COMPANY] (at most 3 fields), got \(fields.count) fields")
        }
        let name = fields.first ?? ""
        let number = fields.count > 1 ? fields[1] : ""
        let company = fields.count > 2 ? fields[2] : ""
        return .add(name: name, number: number, company: company)
    }
}
