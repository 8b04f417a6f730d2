/// Where the terminal cursor goes: row and column, both from 0, in the screen's body.
struct CursorPosition: Equatable, Sendable {
    let row: Int
    let column: Int
}

/// What a screen draws: its body lines (plain text: the app escapes control characters and cuts
/// each line to the terminal's width) and, when a text field has focus, where the cursor is.
struct ScreenBody: Equatable, Sendable {
    /// The lines, top to bottom.
    var lines: [String]
    /// Where the terminal cursor goes (a focused text field), or `nil` to hide it.
    var cursor: CursorPosition?
    /// The row that must stay on screen when the body is taller than the room it gets (the
    /// selected menu entry); the cursor's row when there is a cursor.
    var anchorRow: Int?

    /// A body of `lines`; `cursor` (if any) is kept visible, else `anchorRow`, else the top.
    init(lines: [String], cursor: CursorPosition? = nil, anchorRow: Int? = nil) {
        self.lines = lines
        self.cursor = cursor
        self.anchorRow = anchorRow
    }

    /// This body with blank spacer lines left out, from the bottom up, until it fits in `rows`
    /// rows (or none are left); the cursor and anchor rows move up with the lines they point at. A
    /// body that fits is returned as it is. So what a screen outputs (a greeting, an alert) is not
    /// pushed out of a short terminal by spacing; a body still too tall is shown as a window.
    func leavingOutBlankLines(toFit rows: Int) -> ScreenBody {
        let excess = lines.count - rows
        guard excess > 0 else { return self }
        let blankRows = lines.indices.filter { lines[$0].allSatisfy(\.isWhitespace) }
        let dropped = Set(blankRows.suffix(excess))
        func moved(_ row: Int) -> Int { row - dropped.filter { $0 < row }.count }
        return ScreenBody(
            lines: lines.indices.filter { !dropped.contains($0) }.map { lines[$0] },
            cursor: cursor.map { CursorPosition(row: moved($0.row), column: $0.column) },
            anchorRow: anchorRow.map(moved)
        )
    }
}

/// What the app does after a screen handled a key.
enum KeyOutcome: Equatable, Sendable {
    /// Nothing visible changed: no redraw.
    case unchanged
    /// Something the View itself shows changed (a field, the focus, a dismissed alert): redraw.
    case redraw
    /// Leave this screen (back to the menu, or quit from the menu).
    case back
    /// Open the menu entry at this index (menu only).
    case open(Int)
}

/// One interactive screen: draws itself from its View's state and turns keys into View actions.
///
/// Output changes reach the app through the View's `onChange`, which marks the screen for redraw;
/// `handle` reports whether the key changed anything the screen shows by itself.
protocol InteractiveScreen: AnyObject {
    /// The title bar text.
    var title: String { get }
    /// The keys this screen understands, shown at the bottom.
    var keyHelp: String { get }
    /// The body as it should look now in `width` columns and (ideally) at most `height` rows; the
    /// app shows a window of `height` rows around the cursor or anchor row of a taller body. A screen
    /// with a long list formats only the rows that fit, so drawing costs the same at any length.
    func body(width: Int, height: Int) -> ScreenBody
    /// Reacts to `key`.
    func handle(_ key: Key) -> KeyOutcome
    /// The screen's text fields, top to bottom (none by default); tests check their invariants.
    var editors: [LineEditor] { get }
    /// Whether the app shows the binding pane under the screen (true by default; the operators
    /// playground has no bindings of its own: its lanes are the marbles).
    var showsBindingPane: Bool { get }
}

extension InteractiveScreen {
    var editors: [LineEditor] { [] }
    var showsBindingPane: Bool { true }
}
