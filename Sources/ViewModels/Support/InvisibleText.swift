extension String {
    /// This string without the leading and trailing characters that show nothing (see
    /// `Character.isInvisible`); `""` when it holds nothing else, e.g. "\u{200B} \u{0}\t".
    func trimmingInvisible() -> String {
        var slice = self[...]
        while let first = slice.first, first.isInvisible { slice.removeFirst() }
        while let last = slice.last, last.isInvisible { slice.removeLast() }
        return String(slice)
    }
}

extension Character {
    /// Whether this character shows nothing: every scalar in it is whitespace, a control character
    /// (NUL, ESC, DEL, …), a format character (zero-width space U+200B, joiners, direction marks,
    /// the byte-order mark, tag characters, …), a line or paragraph separator, or a code point that
    /// Unicode says to ignore when it cannot be shown (variation selectors, the Hangul fillers, …).
    var isInvisible: Bool {
        unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
            switch properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
