import ViewModels

/// The interactive demo: a menu, the screen it opens, and (with `--trace`) a pane of the latest
/// binding-flow lines, drawn on a `Terminal`.
///
/// Draws only when something shown changed: an output (through the Views' `onChange`), a trace line,
/// or a key that changed the View's own state. Returns when the menu is left or input ends.
final class InteractiveApp {
    /// The entries of the menu, in order.
    static let menuEntries = [
        "Touch counter",
        "Greeting (MVVM)",
        "Traffic light",
        "Phone book",
        "Greeting: MVP vs MVVM side by side",
    ]

    /// How many trace lines the app keeps (the pane shows the latest that fit under the screen).
    static let traceLines = 40

    private let terminal: Terminal
    private let makeRepository: () -> any ContactRepository
    private let menu = MenuScreen(entries: InteractiveApp.menuEntries)
    private var screen: InteractiveScreen?
    private var trace: BindingTrace?
    private var traceLog: [String]?
    private var needsRedraw = true
    /// How many frames were drawn (tests check that nothing redraws needlessly).
    private(set) var framesDrawn = 0

    /// An app on `terminal`; `trace` adds the trace pane; the phone book uses `makeRepository()`.
    init(terminal: Terminal, trace: Bool, makeRepository: @escaping () -> any ContactRepository) {
        self.terminal = terminal
        self.makeRepository = makeRepository
        if trace {
            traceLog = []
            self.trace = BindingTrace(emit: { [weak self] line in self?.appendTrace(line) })
        }
    }

    /// Runs until the user quits from the menu or input ends.
    func run() {
        while true {
            drawIfNeeded()
            guard let key = terminal.readKey() else { return }
            if key == .control("c") { return }  // only seen when the terminal does not raise SIGINT
            if !handle(key) { return }
        }
    }

    /// Handles one key; `false` when the app should end.
    func handle(_ key: Key) -> Bool {
        if key == .resized {
            needsRedraw = true
            return true
        }
        let current: InteractiveScreen = screen ?? menu
        switch current.handle(key) {
        case .unchanged:
            break
        case .redraw:
            needsRedraw = true
        case .back:
            guard screen != nil else { return false }
            screen = nil
            needsRedraw = true
        case .open(let index):
            open(index)
        }
        return true
    }

    /// Draws the frame if anything shown changed since the last one.
    func drawIfNeeded() {
        guard needsRedraw else { return }
        needsRedraw = false
        framesDrawn += 1
        terminal.write(frameText())
    }

    /// The whole frame as text with ANSI sequences: title, body, key help, trace pane, cursor.
    func frameText() -> String {
        let (width, rows) = terminal.size
        let current: InteractiveScreen = screen ?? menu
        let body = current.body(width: width)
        var lines = ["\u{1B}[1m " + current.title + "\u{1B}[0m", ""]
        let bodyTop = lines.count
        lines += body.lines
        lines += [""] + keyHelpLines(current.keyHelp + " · Ctrl-C: quit", width: width).map { "\u{1B}[2m" + $0 + "\u{1B}[0m" }
        // The pane takes the rows left below the screen (each line ends in a newline, so the last
        // row stays free and nothing scrolls the screen's top away); it is left out when none are.
        let room = rows - lines.count - 3
        if let traceLog, room > 0 {
            lines += ["", "\u{1B}[2m── trace: input → ViewModel → output ──\u{1B}[0m"]
            lines += traceLog.isEmpty ? ["  (no events yet)"] : traceLog.suffix(room).map { "  " + $0 }
        }
        var text = "\u{1B}[H"
        for line in lines {
            text += clipped(line, to: width) + "\u{1B}[K\r\n"
        }
        text += "\u{1B}[J"
        if let cursor = body.cursor {
            text += "\u{1B}[\(bodyTop + cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        } else {
            text += "\u{1B}[?25l"
        }
        return text
    }

    private func open(_ index: Int) {
        let onChange: (RenderedChange) -> Void = { [weak self] _ in self?.needsRedraw = true }
        switch index {
        case 0: screen = TouchCounterPanel(trace: trace, onChange: onChange)
        case 1: screen = GreetingPanel(trace: trace, onChange: onChange)
        case 2: screen = TrafficLightPanel(trace: trace, onChange: onChange)
        case 3: screen = PhoneBookPanel(viewModel: PhoneBookViewModel(repository: makeRepository()), trace: trace, onChange: onChange)
        default: screen = GreetingComparisonPanel(trace: trace, onChange: onChange)
        }
        needsRedraw = true
    }

    private func appendTrace(_ line: String) {
        traceLog?.append(line)
        if let count = traceLog?.count, count > Self.traceLines { traceLog?.removeFirst(count - Self.traceLines) }
        needsRedraw = true
    }
}

/// `line` cut to `width` visible columns (ANSI sequences do not count).
func clipped(_ line: String, to width: Int) -> String {
    var visible = 0
    var result = ""
    var inEscape = false
    for character in line {
        if inEscape {
            result.append(character)
            if character.isLetter { inEscape = false }
            continue
        }
        if character == "\u{1B}" {
            inEscape = true
            result.append(character)
            continue
        }
        guard visible < width else { continue }
        result.append(character)
        visible += 1
    }
    return result
}

/// Runs the interactive menu on the real terminal and restores it on the way out.
func runInteractive(_ options: DemoOptions) -> ExitCode {
    let terminal = POSIXTerminal()
    guard terminal.enterRawMode() else {
        writeAll(2, "Demo: cannot switch the terminal to raw mode\n")
        return .failure
    }
    defer { terminal.restore() }
    let app = InteractiveApp(terminal: terminal, trace: options.trace, makeRepository: { makeContactRepository(options.storePath) })
    app.run()
    return .success
}
