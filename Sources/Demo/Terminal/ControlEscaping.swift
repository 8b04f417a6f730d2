extension StringProtocol {
    /// This text with every control character written out as `\u{1B}` (uppercase hex): the C0
    /// controls U+0000–U+001F (tab and newline included), DEL U+007F and the C1 controls
    /// U+0080–U+009F.
    ///
    /// User data (a contact's name, a typed greeting, a bad script line) passes through this before
    /// it reaches a terminal or stdout, so a name such as `ESC[2J` is shown, never obeyed.
    /// Text without controls is returned unchanged.
    func escapingControls() -> String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return String(self) }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isControlCharacter {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// Whether this is a C0 control, DEL or a C1 control (what `escapingControls` writes out).
    var isControlCharacter: Bool { value < 0x20 || (value >= 0x7F && value < 0xA0) }
}

/// `text` as an error message quotes a piece of bad input: in double quotes with its control
/// characters escaped, and, when longer than `limit` characters, its first `limit` characters then
/// `…` and the full length, e.g. `"xxxx…" (10485760 characters)`. A huge bad line never floods
/// the terminal.
func quotedExcerpt(_ text: String, limit: Int = 80) -> String {
    var count = 0
    var end = text.startIndex
    while end < text.endIndex, count < limit {
        end = text.index(after: end)
        count += 1
    }
    if end == text.endIndex { return "\"" + text.escapingControls() + "\"" }
    return "\"" + text[..<end].escapingControls() + "…\" (\(text.count) characters)"
}
