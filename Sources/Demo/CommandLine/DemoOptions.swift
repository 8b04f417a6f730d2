/// The screens the demo can show; each scripted subcommand names one.
enum Screen: String, CaseIterable, Sendable {
    case touch
    case greeting
    case traffic
    case phonebook
    case playground

    /// What the screen is, as the menu and `--help` describe it.
    var title: String {
        switch self {
        case .touch: "touch counter"
        case .greeting: "greeting"
        case .traffic: "traffic light"
        case .phonebook: "phone book"
        case .playground: "operators playground"
        }
    }
}

/// What the command line asked for, after parsing.
struct DemoOptions: Equatable, Sendable {
    /// The scripted screen, or `nil` for the interactive menu.
    var screen: Screen?
    /// Whether to show each input event and the outputs it caused.
    var trace = false
    /// Whether to draw the binding as marble lines on one axis of steps (`--marbles`).
    var marbles = false
    /// Whether a script ends by printing the graph of the screen's bindings (`--graph`).
    var graph = false
    /// The phone book's JSON file, or `nil` to keep contacts in memory.
    var storePath: String?
    /// Where to write the binding inspector's HTML page as the demo exits (`--inspect`), if asked.
    var inspectPath: String?
    /// Whether `--help` was given.
    var help = false
}

/// A command line the demo does not accept; `message` names what is accepted.
struct UsageError: Error, Equatable {
    let message: String
}

/// Parses the demo's arguments (without the program name).
///
/// Accepts flags before or after the subcommand: `--trace`, `--marbles`, `--graph` (they combine), `--store PATH` and
/// `--inspect PATH` (or `--store=PATH`, `--inspect=PATH`; each at most once, and `PATH` may not look like an
/// option), `--help`/`-h`; at most one subcommand. Anything else is a `UsageError`.
func parseOptions(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var index = arguments.startIndex
    let screens = Screen.allCases.map(\.rawValue).joined(separator: ", ")
    /// The path option `option` (`--store`, `--inspect`) set to `path`, into `field`.
    func set(_ option: String, _ field: WritableKeyPath<DemoOptions, String?>, to path: String, example: String) throws(UsageError) {
        guard !path.isEmpty else { throw UsageError(message: "\(option) needs a file path, e.g. \(option) \(example)") }
        if let earlier = options[keyPath: field] {
            throw UsageError(message: "\(option) given twice (\"\(earlier)\" and \"\(path)\"); give one file")
        }
        options[keyPath: field] = path
    }
    /// The path after `option`, the next argument: present, and not an option itself.
    func nextPath(after option: String, example: String) throws(UsageError) -> String {
        guard index < arguments.endIndex, !arguments[index].isEmpty else {
            throw UsageError(message: "\(option) needs a file path, e.g. \(option) \(example)")
        }
        let path = arguments[index]
        if path.hasPrefix("-") {
            throw UsageError(message: "\(option) needs a file path, got the option \"\(path)\" (for a file named so, write \(option)=./\(path))")
        }
        index += 1
        return path
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
        case "--graph":
            options.graph = true
        case "--store":
            try set("--store", \.storePath, to: nextPath(after: "--store", example: "contacts.json"), example: "contacts.json")
        case _ where argument.hasPrefix("--store="):
            try set("--store", \.storePath, to: String(argument.dropFirst("--store=".count)), example: "contacts.json")
        case "--inspect":
            try set("--inspect", \.inspectPath, to: nextPath(after: "--inspect", example: "bindings.html"), example: "bindings.html")
        case _ where argument.hasPrefix("--inspect="):
            try set("--inspect", \.inspectPath, to: String(argument.dropFirst("--inspect=".count)), example: "bindings.html")
        case _ where argument.hasPrefix("-"):
            throw UsageError(message: "unknown option \(quotedExcerpt(argument)); accepted options: --trace, --marbles, --graph, --store PATH, --inspect PATH, --help")
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
    // The playground has no bindings to trace, draw or inspect: its lanes are marbles already.
    let bindingFlags = [(options.trace, "--trace"), (options.marbles, "--marbles"), (options.graph, "--graph"), (options.inspectPath != nil, "--inspect")]
    if options.screen == .playground, let flag = bindingFlags.first(where: { $0.0 })?.1 {
        throw UsageError(message: "\(flag) applies to the ViewModel screens, not to \"playground\" (its lanes are printed as marbles)")
    }
    return options
}
