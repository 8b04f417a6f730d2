extension String {
    /// This text with each character that `replacements` lists replaced by its replacement: the one
    /// escaper behind the inspector's Graphviz labels and HTML page, and the demo's quoted text.
    ///
    /// - Parameter replacements: What each special character becomes (`"\""` → `"\\\""`, …).
    /// - Returns: The escaped text; characters not listed stay as they are.
    package func escaping(_ replacements: [Character: String]) -> String {
        var escaped = ""
        for character in self {
            if let replacement = replacements[character] { escaped += replacement } else { escaped.append(character) }
        }
        return escaped
    }

    /// What a backslash-escaped double-quoted string needs: quotes, backslashes, newlines (Graphviz,
    /// Swift's own literals).
    package static let quotedStringEscapes: [Character: String] = ["\\": "\\\\", "\"": "\\\"", "\n": "\\n"]
}
