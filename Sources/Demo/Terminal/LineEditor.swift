/// A one-line text field: the text, a cursor, and the usual editing keys
/// (characters insert, Backspace/Delete, Left/Right, Home/End or Ctrl-A/Ctrl-E, Ctrl-U clears,
/// Ctrl-K cuts to the end, Ctrl-W deletes the previous word).
struct LineEditor: Equatable, Sendable {
    /// The text as typed so far.
    private(set) var text: String
    /// The cursor, in characters from the start (0...text.count).
    private(set) var cursor: Int

    /// A field holding `text`, with the cursor at its end.
    init(_ text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Applies `key`; returns `true` if the key is an editing key (whether or not the text changed).
    @discardableResult
    mutating func handle(_ key: Key) -> Bool {
        var characters = Array(text)
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
        case .right, .control("f"):
            cursor = min(characters.count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        text = String(characters)
        return true
    }
}
