/// A one-line text field: the text, a cursor, and the usual editing keys
/// (characters insert, Backspace/Delete, Left/Right, Home/End or Ctrl-A/Ctrl-E, Ctrl-U clears,
/// Ctrl-K cuts to the end, Ctrl-W deletes the previous word).
///
/// Editing is by grapheme cluster (what a person sees as one character): the cursor always sits
/// between two clusters, ←/→ step over a whole cluster (é, 🇰🇷, 👩‍👩‍👧, 한) and Backspace/Delete
/// remove one. Keys arrive one Unicode scalar at a time, so a scalar that joins the cluster before
/// the cursor (a combining accent, a zero-width joiner and the emoji after it, the second regional
/// indicator of a flag) becomes part of that cluster, with the cursor after it.
struct LineEditor: Equatable, Sendable {
    /// The text as typed so far.
    private(set) var text: String
    /// The cursor, in grapheme clusters from the start (0...text.count); always on a cluster boundary.
    private(set) var cursor: Int

    /// A field holding `text`, with the cursor at its end.
    init(_ text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Applies `key`; returns `true` if the key is an editing key (whether or not the text changed).
    @discardableResult
    mutating func handle(_ key: Key) -> Bool {
        let count = text.count
        switch key {
        case .character(let character):
            replace(cursor..<cursor, with: character.unicodeScalars)
        case .backspace:
            if cursor > 0 { replace(cursor - 1..<cursor) }
        case .delete, .control("d"):
            if cursor < count { replace(cursor..<cursor + 1) }
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
        case .right, .control("f"):
            cursor = min(count, cursor + 1)
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = count
        case .control("u"):
            replace(0..<cursor)
        case .control("k"):
            replace(cursor..<count)
        case .control("w"):
            let characters = Array(text)
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            replace(start..<cursor)
        default:
            return false
        }
        return true
    }

    /// Replaces the clusters `range` with `scalars` and puts the cursor at the first cluster
    /// boundary at or after the end of the inserted scalars.
    ///
    /// The text is segmented anew, so clusters may join across the edit (an accent typed after `e`
    /// joins it; removing a control character may let an accent after it join the cluster before);
    /// the cursor lands on a boundary of the new text either way.
    private mutating func replace<Scalars: Sequence<Unicode.Scalar>>(
        _ range: Range<Int>, with scalars: Scalars = [Unicode.Scalar]()
    ) {
        let characters = Array(text)
        var result = String.UnicodeScalarView()
        for character in characters[..<range.lowerBound] { result.append(contentsOf: character.unicodeScalars) }
        result.append(contentsOf: scalars)
        let target = result.count
        for character in characters[range.upperBound...] { result.append(contentsOf: character.unicodeScalars) }
        text = String(result)
        var clusters = 0
        var scalarOffset = 0
        for character in text where scalarOffset < target {
            scalarOffset += character.unicodeScalars.count
            clusters += 1
        }
        cursor = clusters
    }
}
