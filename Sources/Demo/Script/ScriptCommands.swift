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

/// A screen's script commands: parsed from one line each, listed by `--help`.
protocol ScriptCommand {
    /// Every command the screen accepts, in the order `--help` shows them.
    static var syntax: [CommandSyntax] { get }
    /// Parses one non-blank, non-comment line, or explains what is accepted. Implementations match
    /// `verb` (and keyword arguments such as `order name`) ignoring case.
    static func parse(verb: String, argument: String) throws(ScriptError) -> Self
}

extension ScriptCommand {
    /// The accepted verbs, for error messages: "tap, reset".
    static var acceptedList: String { syntax.map(\.usage).joined(separator: ", ") }

    static func unknown(_ verb: String) -> ScriptError {
        ScriptError(message: "unknown command \(quotedExcerpt(verb)); accepted commands: \(acceptedList)")
    }

    static func noArgument(_ verb: String, _ argument: String) throws(ScriptError) {
        if !argument.isEmpty {
            throw ScriptError(message: "\"\(verb)\" takes no argument, got \(quotedExcerpt(argument))")
        }
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

    static let syntax = [
        CommandSyntax(usage: "tap", summary: "tap the button"),
        CommandSyntax(usage: "reset", summary: "reset the count"),
    ]

    static func parse(verb: String, argument: String) throws(ScriptError) -> TouchCommand {
        switch verb.lowercased() {
        case "tap": try noArgument(verb.lowercased(), argument); return .tap
        case "reset": try noArgument(verb.lowercased(), argument); return .reset
        default: throw unknown(verb)
        }
    }
}

/// `greeting` script: `first NAME`, `last NAME`, `show`.
enum GreetingCommand: ScriptCommand, Equatable {
    case first(String)
    case last(String)
    case show

    static let syntax = [
        CommandSyntax(usage: "first NAME", summary: "type NAME into the first-name field (empty clears it)"),
        CommandSyntax(usage: "last NAME", summary: "type NAME into the last-name field (empty clears it)"),
        CommandSyntax(usage: "show", summary: "tap \"show greeting\""),
    ]

    static func parse(verb: String, argument: String) throws(ScriptError) -> GreetingCommand {
        switch verb.lowercased() {
        case "first": return .first(argument)
        case "last": return .last(argument)
        case "show": try noArgument(verb.lowercased(), argument); return .show
        default: throw unknown(verb)
        }
    }
}

/// `traffic` script: `select COLOR`.
enum TrafficCommand: ScriptCommand, Equatable {
    case select(String)

    static let syntax = [
        CommandSyntax(usage: "select COLOR", summary: "pick Red, Green or Yellow (any case); other text is passed on"),
    ]

    static func parse(verb: String, argument: String) throws(ScriptError) -> TrafficCommand {
        switch verb.lowercased() {
        case "select": return .select(argument)
        default: throw unknown(verb)
        }
    }
}

/// `phonebook` script: `add NAME;NUMBER[;COMPANY]`, `order name|company`, `list`.
enum PhoneBookCommand: ScriptCommand, Equatable {
    case add(name: String, number: String, company: String)
    case order(ContactOrdering)
    case list

    static let syntax = [
        CommandSyntax(usage: "add NAME;NUMBER[;COMPANY]", summary: "fill the form and tap \"add\" (fields may be empty)"),
        CommandSyntax(usage: "order name|company", summary: "order the list by name or by company"),
        CommandSyntax(usage: "list", summary: "print the list as shown now"),
    ]

    static func parse(verb: String, argument: String) throws(ScriptError) -> PhoneBookCommand {
        switch verb.lowercased() {
        case "add":
            let fields = argument.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            guard fields.count <= 3 else {
                throw ScriptError(message: "\"add\" takes NAME;NUMBER[;COMPANY] (at most 3 fields), got \(fields.count) fields")
            }
            let name = fields.first ?? ""
            let number = fields.count > 1 ? fields[1] : ""
            let company = fields.count > 2 ? fields[2] : ""
            return .add(name: name, number: number, company: company)
        case "order":
            guard let order = ContactOrdering(rawValue: argument.lowercased()) else {
                throw ScriptError(message: "\"order\" takes name or company, got \(quotedExcerpt(argument))")
            }
            return .order(order)
        case "list":
            try noArgument(verb.lowercased(), argument)
            return .list
        default:
            throw unknown(verb)
        }
    }
}
