extension Person {
    /// The greeting for this person: "Hello" + " " + firstName + " " + lastName, e.g. "Hello David Blaine".
    ///
    /// Each name is trimmed of surrounding whitespace and left out when blank, so there is never a
    /// double or trailing space: blank first name → "Hello Blaine", both blank → "Hello".
    /// Spaces inside a name are kept as typed.
    /// Builds the text in one buffer: at most one heap allocation, none for a greeting short enough
    /// to be a small string.
    public var greeting: String {
        let first = firstName.trimmedWhitespaceSlice()
        let last = lastName.trimmedWhitespaceSlice()
        var text = "Hello"
        text.reserveCapacity(text.utf8.count + 1 + first.utf8.count + 1 + last.utf8.count)
        if !first.isEmpty {
            text += " "
            text += first
        }
        if !last.isEmpty {
            text += " "
            text += last
        }
        return text
    }
}
