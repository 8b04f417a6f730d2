import SignalsViewModels

/// The interactive demo: a menu, the screen it opens, and under it a pane of the open screen's
/// bindings (`BindingPane`: the latest binding-flow lines, the marble lines, both, or none; the
/// trace unless `--marbles` says otherwise), drawn on a `Terminal`. Ctrl-T switches the pane on
/// every screen; the trace and the marbles are recorded all the time, so a switch shows what
/// already happened.
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
        "Operators playground: type marbles, watch an operator's output",
    ]

    /// How many trace lines the app keeps (the pane shows the latest that fit under the screen).
    static let traceLines = 40
    /// How many items of a list output (the phone book's rows) a trace line spells out: the pane
    /// shows one line per event, and a long store must not make every add describe every row.
    static let traceListLimit = 5

    private let terminal: Terminal
    private let makeRepository: () -> any ContactRepository
    /// The phone book's storage, made at its first visit and kept for the life of the program, so
    /// the contacts are still there when the phone book is opened again (each visit binds a new
    /// View and ViewModel to it, as an app's screens do to their model).
    private var phoneBookRepository: (any ContactRepository)?
    private let menu = MenuScreen(entries: InteractiveApp.menuEntries)
    private var screen: InteractiveScreen?
    /// The latest trace lines (at most `traceLines`) of the open screen, or on the menu of the
    /// screen last closed.
    private var traceLog: [String] = []
    /// Which pane shows under the screen.
    private(set) var pane: BindingPane
    /// The open screen's marbles (a new axis for each screen opened).
    private var marbles: MarbleRecorder?
    /// The marbles of the screen just closed, teardown step included, which the menu's pane keeps
    /// showing (as the trace pane keeps its lines) until another screen opens.
    private var closedScreenMarbles: MarbleRecorder?
    /// The open screen's trace (told when the screen is torn down).
    private var trace: BindingTrace?
    private var needsRedraw = true
    /// The binding inspector's view of the open screen (the graph pane; `--inspect`'s page).
    let inspection = ScreenInspection()
    /// How many frames were drawn (tests check that nothing redraws needlessly).
    private(set) var framesDrawn = 0

    /// An app on `terminal` starting with `pane`; the phone book uses `makeRepository()`, called
    /// once.
    init(terminal: Terminal, pane: BindingPane, makeRepository: @escaping () -> any ContactRepository) {
        self.terminal = terminal
        self.makeRepository = makeRepository
        self.pane = pane
        menu.pane = pane
    }

    /// An app as `signals-demo` starts it with `options`: the pane `--trace`/`--marbles` ask for,
    /// the trace when neither does.
    convenience init(terminal: Terminal, options: DemoOptions, makeRepository: @escaping () -> any ContactRepository) {
        self.init(terminal: terminal, pane: .starting(trace: options.trace, marbles: options.marbles), makeRepository: makeRepository)
    }

    /// An app starting with exactly the panes named: `trace` the trace pane, `marbles` the marble
    /// pane (both: the marbles first, the trace in the rows left; neither: the View only).
    convenience init(terminal: Terminal, trace: Bool, marbles: Bool = false, makeRepository: @escaping () -> any ContactRepository) {
        self.init(terminal: terminal, pane: BindingPane(showingTrace: trace, marbles: marbles), makeRepository: makeRepository)
    }

    /// The screen on display: the open one, else the menu.
    var currentScreen: InteractiveScreen { screen ?? menu }

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
        if key == BindingPane.switchKey {
            pane = pane.next
            menu.pane = pane
            needsRedraw = true
            return true
        }
        let current: InteractiveScreen = screen ?? menu
        var outcome = KeyOutcome.unchanged
        // One key is one column of the marbles, however many Views it feeds (MVP and MVVM on screen 5).
        if let marbles { marbles.action { outcome = current.handle(key) } } else { outcome = current.handle(key) }
        // The graph's counts change with every value, whether or not the View shows a change.
        if pane.showsGraph { needsRedraw = true }
        switch outcome {
        case .unchanged:
            break
        case .redraw:
            needsRedraw = true
        case .back:
            guard screen != nil else { return false }
            inspection.screenWillClose()
            trace?.teardown()  // what the released ViewModel's outputs do now is not the last key's doing
            closedScreenMarbles = marbles  // records what ends as the screen goes (the teardown step)
            screen = nil
            trace = nil
            marbles = nil
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

    /// The whole frame as text with ANSI sequences: title, body, key help, binding pane, cursor,
    /// laid out to fit the terminal's current size (see `FrameLayout`).
    func frameText() -> String {
        let size = terminal.size
        let current = screen ?? menu
        guard current.showsBindingPane else {
            return FrameLayout(screen: current, size: size, trace: nil).text(width: size.columns, rows: size.rows)
        }
        let diagram = pane.showsMarbles ? (marbles ?? closedScreenMarbles).map(MarbleDiagram.init) ?? MarbleDiagram.empty : nil
        let graph = pane.showsGraph ? inspection.currentGraph.text.split(separator: "\n").map(String.init) : nil
        let layout = FrameLayout(screen: current, size: size, trace: pane.showsTrace ? traceLog : nil, marbles: diagram,
                                 graph: graph, extraKeyHelp: pane.switchHelp)
        return layout.text(width: size.columns, rows: size.rows)
    }

    private func open(_ index: Int) {
        // The pane shows this screen's binding only (the menu kept the last screen's, teardown included).
        traceLog = []
        closedScreenMarbles = nil
        inspection.screenWillOpen()
        let onChange: (RenderedChange) -> Void = { [weak self] _ in self?.needsRedraw = true }
        let marbles = MarbleRecorder(onRecord: { [weak self] in
            if self?.pane.showsMarbles == true { self?.needsRedraw = true }
        })
        self.marbles = marbles
        let trace = BindingTrace(emit: { [weak self] line in self?.appendTrace(line) }, marbles: marbles,
                                 listLimit: Self.traceListLimit)
        self.trace = trace
        switch index {
        case 0: screen = TouchCounterPanel(trace: trace, onChange: onChange)
        case 1: screen = GreetingPanel(trace: trace, onChange: onChange)
        case 2: screen = TrafficLightPanel(trace: trace, onChange: onChange)
        case 3:
            let repository = phoneBookRepository ?? makeRepository()
            phoneBookRepository = repository
            // Only a file can change behind the ViewModel's back (another process, a fixed file).
            let reloadable = !(repository is InMemoryContactRepository)
            let viewModel = PhoneBookViewModel(repository: repository)
            screen = PhoneBookPanel(viewModel: viewModel, reloadable: reloadable, trace: trace, onChange: onChange)
        case 4: screen = GreetingComparisonPanel(trace: trace, onChange: onChange)
        default: screen = PlaygroundPanel()
        }
        needsRedraw = true
    }

    private func appendTrace(_ line: String) {
        traceLog.append(line)
        if traceLog.count > Self.traceLines { traceLog.removeFirst(traceLog.count - Self.traceLines) }
        if pane.showsTrace { needsRedraw = true }
    }
}

/// Runs the interactive menu on the real terminal and restores it on the way out; with `--inspect
/// PATH`, then writes the page of the open screen's bindings (or, on the menu, of the last screen's
/// as it closed).
func runInteractive(_ options: DemoOptions) -> ExitCode {
    let terminal = POSIXTerminal()
    guard terminal.enterRawMode() else {
        writeAll(2, "signals-demo: cannot switch the terminal to raw mode\n")
        return .failure
    }
    let app = InteractiveApp(terminal: terminal, options: options, makeRepository: { makeContactRepository(options.storePath) })
    app.run()
    terminal.restore()
    if let path = options.inspectPath, let problem = app.inspection.writePage(to: path) {
        writeAll(2, "signals-demo: \(problem.escapingControls())\n")
        return .failure
    }
    return .success
}
