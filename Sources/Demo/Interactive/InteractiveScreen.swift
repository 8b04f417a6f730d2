/// Where the terminal cursor goes: row and column, both from 0, in the screen's body.
struct CursorPosition: Equatable, Sendable {
    let row: Int
    let column: Int
}

/// What a screen draws: its body lines and, when a text field has focus, where the cursor is.
struct ScreenBody: Equatable, Sendable {
    var lines: [String]
    var cursor: CursorPosition?
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
    /// The body as it should look now, `width` columns wide.
    func body(width: Int) -> ScreenBody
    /// Reacts to `key`.
    func handle(_ key: Key) -> KeyOutcome
}

/// A labelled text field drawn as `  Label: [text     ]`, with `>` instead of the first space when
/// it has the focus; returns the line and the cursor's column.
func fieldLine(label: String, labelWidth: Int, editor: LineEditor, focused: Bool, width: Int = 24) -> (String, Int) {
    let prefix = (focused ? "> " : "  ") + (label + ":").padding(to: labelWidth) + "["
    let text = editor.text
    let shown = text.count >= width ? text + " " : text.padding(to: width)
    return (prefix + shown + "]", prefix.count + editor.cursor)
}

/// `text` in a box of `width` columns (at least as wide as the text), titled `title`.
func boxLines(title: String, text: String, minimumWidth: Int = 30) -> [String] {
    let inner = max(minimumWidth, text.count + 2, title.count + 4)
    let top = "┌─ " + title + " " + String(repeating: "─", count: inner - title.count - 3) + "┐"
    let middle = "│ " + text.padding(to: inner - 1) + "│"
    let bottom = "└" + String(repeating: "─", count: inner) + "┘"
    return ["  " + top, "  " + middle, "  " + bottom]
}
