/// A column of labelled text fields with one focused: Tab/↓ and Shift-Tab/↑ move the focus, other
/// editing keys go to the focused field.
struct FieldGroup: Sendable {
    /// The field labels, top to bottom.
    let labels: [String]
    /// The fields' editors, in label order.
    private(set) var editors: [LineEditor]
    /// The focused field.
    private(set) var focus = 0

    /// Empty fields labelled `labels`.
    init(labels: [String]) {
        self.labels = labels
        self.editors = labels.map { _ in LineEditor() }
    }

    /// What `handle` did with a key.
    enum Effect: Equatable {
        /// Not a field key.
        case none
        /// The focus or the cursor moved.
        case moved
        /// The text of field `index` changed.
        case edited(Int)
    }

    /// The text of field `index`.
    func text(_ index: Int) -> String { editors[index].text }

    /// Replaces field `index`'s text (cursor at the end).
    mutating func setText(_ index: Int, _ text: String) { editors[index] = LineEditor(text) }

    /// Empties every field and focuses the first (a submitted form starting over).
    mutating func clear() {
        editors = labels.map { _ in LineEditor() }
        focus = 0
    }

    /// Applies a key to the focus or the focused field.
    mutating func handle(_ key: Key) -> Effect {
        switch key {
        case .tab, .down:
            focus = (focus + 1) % labels.count
            return .moved
        case .backTab, .up:
            focus = (focus + labels.count - 1) % labels.count
            return .moved
        default:
            let before = editors[focus].text
            guard editors[focus].handle(key) else { return .none }
            return editors[focus].text == before ? .moved : .edited(focus)
        }
    }

    /// The fields drawn one per line, each at most `width` columns, starting at body row `firstRow`;
    /// returns the lines and the cursor.
    func lines(firstRow: Int, width: Int) -> ([String], CursorPosition) {
        let labelWidth = (labels.map(\.columns).max() ?? 0) + 2
        var lines: [String] = []
        var cursor = CursorPosition(row: firstRow, column: 0)
        for (index, label) in labels.enumerated() {
            let (line, column) = fieldLine(label: label, labelWidth: labelWidth, editor: editors[index], focused: index == focus, width: width)
            if index == focus { cursor = CursorPosition(row: firstRow + index, column: column) }
            lines.append(line)
        }
        return (lines, cursor)
    }
}
