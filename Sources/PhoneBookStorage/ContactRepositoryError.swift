/// Why `JSONFileContactRepository` could not read or save its file; its description is the message
/// to show (`PhoneBookViewModel` passes it on as `PhoneBookError.storage`).
public enum ContactRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a directory, …). It was not modified.
    case unreadableFile(path: String, reason: String)
    /// The file is not a JSON list of contacts (including an empty file). It was not modified.
    case corruptFile(path: String, reason: String)
    /// Saving failed; the previous file, if any, is unchanged.
    case writeFailed(path: String, reason: String)

    /// The message to show, two sentences: what failed and why (the file and the reason, without a
    /// doubled period), then what happened to the file.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            "Cannot read the contacts file \(path): \(Self.clause(reason)). The file was left untouched."
        case let .corruptFile(path, reason):
            "The contacts file \(path) is corrupt: \(Self.clause(reason)). It was left untouched; fix or move it and try again."
        case let .writeFailed(path, reason):
            "Could not save the contacts file \(path): \(Self.clause(reason)). Any previous version of the file is unchanged."
        }
    }

    /// `reason` without surrounding whitespace or trailing periods, to end a sentence cleanly.
    private static func clause(_ reason: String) -> String {
        var text = trimmingWhitespace(reason)
        while text.hasSuffix(".") { text.removeLast() }
        return trimmingWhitespace(text)
    }

    /// `text` without leading and trailing whitespace and newlines.
    private static func trimmingWhitespace(_ text: String) -> String {
        var slice = text[...]
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
