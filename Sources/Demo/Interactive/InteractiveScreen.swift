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

/// The key help ("space: tap · q: back · …") as lines of at most `width` columns, each indented
/// by one space and broken only between " · "-separated items, so no key is cut off.
func keyHelpLines(_ help: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for item in help.components(separatedBy: " · ") {
        if current.isEmpty {
            current = " " + item
        } else if current.count + 3 + item.count <= width {
            current += " · " + item
        } else {
            lines.append(current)
            current = " " + item
        }
    }
    return lines + [current]
}

/// `text` in a box titled `title`, indented by two columns, at most `maximumWidth` columns wide
/// overall: the text is word-wrapped to fit (words longer than a line are cut).
func boxLines(title: String, text: String, maximumWidth: Int = 80, minimumWidth: Int = 30) -> [String] {
    let widest = max(title.count + 4, min(maximumWidth - 4, max(minimumWidth, text.count + 2)))
    let lines = wrapped(text, width: widest - 2)
    let inner = max(widest, (lines.map(\.count).max() ?? 0) + 2)
    let top = "┌─ " + title + " " + String(repeating: "─", count: inner - title.count - 3) + "┐"
    let middle = lines.map { "│ " + $0.padding(to: inner - 1) + "│" }
    let bottom = "└" + String(repeating: "─", count: inner) + "┘"
    return ([top] + middle + [bottom]).map { "  " + $0 }
}

/// `text` split into lines of at most `width` characters at spaces (a longer word is cut).
func wrapped(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        while word.count > width {
            if !current.isEmpty { lines.append(current); current = "" }
            lines.append(String(word.prefix(width)))
            word = word.dropFirst(width)
        }
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
}
