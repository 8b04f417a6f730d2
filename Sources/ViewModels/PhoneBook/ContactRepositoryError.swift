/// Why a contact repository could not read or save; its description is the message to show.
public enum ContactRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read (permissions, a directory, …). It was not modified.
    case unreadableFile(path: String, reason: String)
    /// The file is not a JSON list of contacts (including an empty file). It was not modified.
    case corruptFile(path: String, reason: String)
    /// Saving failed; the previous file, if any, is unchanged.
    case writeFailed(path: String, reason: String)

    /// A one-sentence message naming the file, the reason and what happened to the file.
    public var description: String {
        switch self {
        case let .unreadableFile(path, reason):
            "Cannot read the contacts file \(path): \(reason). The file was left untouched."
        case let .corruptFile(path, reason):
            "The contacts file \(path) is corrupt: \(reason). It was left untouched; fix or move it, then reload."
        case let .writeFailed(path, reason):
            "Could not save the contacts file \(path): \(reason). The previous file is unchanged."
        }
    }
}
