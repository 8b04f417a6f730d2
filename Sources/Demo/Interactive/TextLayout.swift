/// The building blocks screens draw with: text fields, boxes, wrapped text and the key help. All
/// measure by terminal columns (`columns`), never by `String.count`, and show user text with its
/// control characters escaped, so a wide or odd name never breaks the layout.

/// A labelled text field drawn as `  Label: [text     ]` (with `>` instead of the first space when
/// it has the focus), at most `width` columns wide; returns the line and the cursor's column.
///
/// The box between the brackets is `fieldWidth` columns (less when the line would not fit). Text
/// wider than the box scrolls sideways so the cursor stays inside it; clusters are never split.
func fieldLine(label: String, labelWidth: Int, editor: LineEditor, focused: Bool, width: Int = 80, fieldWidth: Int = 24) -> (String, Int) {
    let prefix = (focused ? "> " : "  ") + (label + ":").padded(toColumns: labelWidth) + "["
    let box = max(1, min(fieldWidth, width - prefix.columns - 1))
    let shown = editor.text.map { character in
        let text = String(character).escapingControls()
        return (text: text, columns: text.columns)
    }
    let cursor = editor.cursor
    // The first cluster shown: the earliest that still leaves the cursor (one column) inside the box.
    var start = cursor
    var beforeCursor = 0
    while start > 0, beforeCursor + shown[start - 1].columns <= box - 1 {
        start -= 1
        beforeCursor += shown[start].columns
    }
    var inside = ""
    var used = 0
    for cluster in shown[start...] {
        if used + cluster.columns > box { break }
        inside += cluster.text
        used += cluster.columns
    }
    return (prefix + inside.padded(toColumns: box) + "]", prefix.columns + beforeCursor)
}

/// The key help ("space: tap · Esc: back · …") as lines of at most `width` columns, each indented
/// by one space and broken only between " · "-separated items, so no key is cut off (an item wider
/// than a line stays whole; the frame cuts it).
func keyHelpLines(_ help: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for item in help.components(separatedBy: " · ") {
        if current.isEmpty {
            current = " " + item
        } else if current.columns + 3 + item.columns <= width {
            current += " · " + item
        } else {
            lines.append(current)
            current = " " + item
        }
    }
    return lines + [current]
}

/// `text` in a box titled `title`, indented by two columns, at most `maximumWidth` columns wide
/// overall (and at least `minimumWidth` inside when that fits): the text is word-wrapped to fit
/// (words wider than a line are cut), control characters are escaped, and every line of the box
/// is exactly as wide as the others, whatever the text's characters.
func boxLines(title: String, text: String, maximumWidth: Int = 80, minimumWidth: Int = 30) -> [String] {
    let text = text.escapingControls()
    var title = title.escapingControls()
    let inner = max(3, min(maximumWidth - 4, max(minimumWidth, text.columns + 2, title.columns + 4)))
    let lines = wrapped(text, width: inner - 2)
    title = title.truncated(toColumns: inner - 4)
    let top = title.isEmpty
        ? "┌" + String(repeating: "─", count: inner) + "┐"
        : "┌─ " + title + " " + String(repeating: "─", count: inner - title.columns - 3) + "┐"
    let middle = lines.map { "│ " + $0.padded(toColumns: inner - 1) + "│" }
    let bottom = "└" + String(repeating: "─", count: inner) + "┘"
    return ([top] + middle + [bottom]).map { "  " + $0 }
}

/// `text` split into lines of at most `width` columns at spaces; a word wider than a line is cut
/// between grapheme clusters (a cluster wider than `width` gets a line of its own).
func wrapped(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        while word.columns > width {
            if !current.isEmpty { lines.append(current); current = "" }
            var piece = ""
            var used = 0
            while let next = word.first, piece.isEmpty || used + next.columns <= width {
                piece.append(next)
                used += next.columns
                word = word.dropFirst()
            }
            lines.append(piece)
        }
        if word.isEmpty { continue }
        if current.isEmpty {
            current = String(word)
        } else if current.columns + 1 + word.columns <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
}
