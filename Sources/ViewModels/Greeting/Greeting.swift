extension Person {
    /// The greeting for this person: "Hello" + " " + firstName + " " + lastName, e.g. "Hello David Blaine".
    ///
    /// Each name is trimmed of surrounding whitespace and left out when blank, so there is never a
    /// double or trailing space: blank first name → "Hello Blaine", both blank → "Hello".
    /// Spaces inside a name are kept as typed.
    public var greeting: String {
        let parts = [firstName, lastName]
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        return (["Hello"] + parts).joined(separator: " ")
    }
}
