/// The screens the demo can show; each scripted subcommand names one.
enum Screen: String, CaseIterable, Sendable {
    case touch
    case greeting
    case traffic
    case phonebook

    /// What the screen is, as the menu and `--help` describe it.
    var title: String {
        switch self {
        case .touch: "touch counter"
        case .greeting: "greeting"
        case .traffic: "traffic light"
        case .phonebook: "phone book"
        }
    }
}

/// What the command line asked for, after parsing.
struct DemoOptions: Equatable, Sendable {
    /// The scripted screen, or `nil` for the interactive menu.
    var screen: Screen?
    /// Whether to show each input event and the outputs it caused.
    var trace = false
    /// Whether to draw the binding as marble lines on one time axis (`--marbles`).
    var marbles = false
    /// The phone book's JSON file, or `nil` to keep contacts in memory.
    var storePath: String?
    /// Whether `--help` was given.
    var help = false
}

/// A command line the demo does not accept; `message` names what is accepted.
struct UsageError: Error, Equatable {
    let message: String
}

/// Parses the demo's arguments (without the program name).
///
/// Accepts flags before or after the subcommand: `--trace`, `--marbles` (the two combine), `--store PATH` (or `--store=PATH`; at
/// most once, and `PATH` may not look like an option), `--help`/`-h`; at most one subcommand.
/// Anything else is a `UsageError`.
func parseOptions(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var index = arguments.startIndex
    let screens = Screen.allCases.map(\.rawValue).joined(separator: ", ")
    func setStore(_ path: String) throws(UsageError) {
        if let earlier = options.storePath {
            throw UsageError(message: "--store given twice (\"\(earlier)\" and \"\(path)\"); give one file")
        }
        options.storePath = path
    }
    while index < arguments.endIndex {
        let argument = arguments[index]
        index += 1
        switch argument {
        case "--help", "-h":
            options.help = true
        case "--trace":
            options.trace = true
        case "--marbles":
            options.marbles = true
        case "--store":
            guard index < arguments.endIndex, !arguments[index].isEmpty else {
                throw UsageError(message: "--store needs a file path, e.g. --store contacts.json")
            }
            let path = arguments[index]
            if path.hasPrefix("-") {
                throw UsageError(message: "--store needs a file path, got the option \"\(path)\" (for a file named so, write --store=./\(path))")
            }
            try setStore(path)
            index += 1
        case _ where argument.hasPrefix("--store="):
            let path = String(argument.dropFirst("--store=".count))
            guard !path.isEmpty else {
                throw UsageError(message: "--store needs a file path, e.g. --store contacts.json")
            }
            try setStore(path)
        case _ where argument.hasPrefix("-"):
            throw UsageError(message: "unknown option \(quotedExcerpt(argument)); accepted options: --trace, --marbles, --store PATH, --help")
        default:
            if let already = options.screen {
                throw UsageError(message: "unexpected argument \(quotedExcerpt(argument)) after screen \"\(already.rawValue)\"; give one screen: \(screens)")
            }
            guard let screen = Screen(rawValue: argument.lowercased()) else {
                throw UsageError(message: "unknown screen \(quotedExcerpt(argument)); accepted screens: \(screens)")
            }
            options.screen = screen
        }
    }
    if options.storePath != nil, let screen = options.screen, screen != .phonebook {
        throw UsageError(message: "--store applies to the phonebook screen only, not to \"\(screen.rawValue)\"")
    }
    return options
}
