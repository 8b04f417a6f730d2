/// Which of the open screen's bindings the interactive app shows under the View: the trace (each
/// input going in, then the outputs coming out), the marbles, both, the graph of the bindings (the
/// binding inspector's `BindingGraph.text`), or none.
///
/// The app records both all the time, so switching (`switchKey`) shows what already happened.
enum BindingPane: Equatable, Sendable {
    case trace
    case marbles
    /// Both panes (`--trace --marbles`): the marbles first, the trace in the rows left.
    case traceAndMarbles
    /// The graph of the screen's live bindings, with their names and counts (`Inspector`).
    case graph
    /// The View alone.
    case viewOnly

    /// The key that switches the pane on every screen (no screen uses it: not a field-editing key).
    static let switchKey = Key.control("t")
    /// How `switchKey` is written in the key help and the menu.
    static let switchKeyName = "Ctrl-T"

    /// The pane the interactive app starts with: what `--trace`/`--marbles` ask for, and the
    /// trace when neither is given, so the bindings show from the first keystroke.
    static func starting(trace: Bool, marbles: Bool) -> BindingPane {
        trace || marbles ? BindingPane(showingTrace: trace, marbles: marbles) : .trace
    }

    /// The pane showing exactly these (neither: the View only).
    init(showingTrace trace: Bool, marbles: Bool) {
        switch (trace, marbles) {
        case (true, true): self = .traceAndMarbles
        case (true, false): self = .trace
        case (false, true): self = .marbles
        case (false, false): self = .viewOnly
        }
    }

    /// The pane `switchKey` shows next: trace → marbles → graph → View only → trace (both → graph).
    var next: BindingPane {
        switch self {
        case .trace: .marbles
        case .marbles, .traceAndMarbles: .graph
        case .graph: .viewOnly
        case .viewOnly: .trace
        }
    }

    /// Whether the trace pane shows.
    var showsTrace: Bool { self == .trace || self == .traceAndMarbles }
    /// Whether the marble pane shows.
    var showsMarbles: Bool { self == .marbles || self == .traceAndMarbles }
    /// Whether the graph pane shows.
    var showsGraph: Bool { self == .graph }

    /// What the pane is called on the menu.
    var name: String {
        switch self {
        case .trace: "trace"
        case .marbles: "marbles"
        case .traceAndMarbles: "trace + marbles"
        case .graph: "graph"
        case .viewOnly: "View only"
        }
    }

    /// The key help item for `switchKey`, saying what pressing it does: "Ctrl-T: marbles" shows
    /// the marbles, "Ctrl-T: hide" the View alone (short: screen 5's help fits 80 columns).
    var switchHelp: String { "\(Self.switchKeyName): \(next == .viewOnly ? "hide" : next.name)" }
}
