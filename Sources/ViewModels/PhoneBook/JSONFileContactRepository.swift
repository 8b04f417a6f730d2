import Foundation

/// A `ContactRepository` stored as a JSON array in one file, so contacts survive restarts.
///
/// - A missing file is an empty phone book; the file (and its directory) is created on first add.
/// - Every save is atomic (`AtomicFileWriter`): a crash leaves the old file or the new one. When
///   `fileURL` is a symbolic link, the file it points to is replaced (or created) and the link kept.
/// - A file that cannot be read, or is not a JSON list of contacts (an empty file included), is
///   reported as `ContactRepositoryError` and never overwritten: `add` fails instead of replacing it.
/// Thread-safe within one instance (each call reads the file anew, so other instances' saves are seen;
/// concurrent adds through two instances may lose one of them).
public final class JSONFileContactRepository: ContactRepository {
    /// The file the contacts live in.
    public let fileURL: URL
    private let lock = NSLock()
    private let beforeRename: @Sendable () throws -> Void

    /// A repository stored at `fileURL`.
    public convenience init(fileURL: URL) {
        self.init(fileURL: fileURL, beforeRename: {})
    }

    /// A repository whose saves call `beforeRename` just before the final rename (a test seam for
    /// failed writes).
    init(fileURL: URL, beforeRename: @escaping @Sendable () throws -> Void) {
        self.fileURL = fileURL
        self.beforeRename = beforeRename
    }

    /// Every stored contact, in the order added; `[]` when the file does not exist yet.
    public func allContacts() throws -> [Contact] {
        try lock.withLock { try read() }
    }

    /// Appends `contact` and saves atomically; throws (changing nothing) if the file is unreadable,
    /// corrupt or cannot be written.
    public func add(_ contact: Contact) throws {
        try lock.withLock {
            let contacts = try read() + [contact]
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data: Data
            do {
                data = try encoder.encode(contacts) + Data("\n".utf8)  // a text file ends with a newline
            } catch {
                throw ContactRepositoryError.writeFailed(path: fileURL.path, reason: AtomicFileWriter.reason(error))
            }
            // Replace the file a symbolic link points to, not the link itself.
            try AtomicFileWriter.write(data, to: Self.fileBehindLinks(fileURL), beforeRename: beforeRename)
        }
    }

    /// `url` with its symbolic links followed, including a last link whose target does not exist
    /// yet (the save then creates the target and the link stays a link).
    private static func fileBehindLinks(_ url: URL) -> URL {
        var path = url.path
        for _ in 0..<32 {  // a loop of links ends here; the write then reports the OS's error
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }

    private func read() throws -> [Contact] {
        let path = fileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let data: Data
        do {
            data = try SystemFile.read(path)
        } catch {
            throw ContactRepositoryError.unreadableFile(path: path, reason: error.reason)
        }
        do {
            return try JSONDecoder().decode([Contact].self, from: data)
        } catch {
            throw ContactRepositoryError.corruptFile(path: path, reason: Self.reason(error, byteCount: data.count))
        }
    }

    private static func reason(_ error: Error, byteCount: Int) -> String {
        if byteCount == 0 { return "the file is empty" }
        switch error as? DecodingError {
        case .dataCorrupted?:
            return "it is not valid JSON"
        case let .keyNotFound(key, _)?:
            return "a contact has no \"\(key.stringValue)\""
        case .typeMismatch?, .valueNotFound?:
            return "it is not a list of contacts"
        default:
            return AtomicFileWriter.reason(error)
        }
    }
}
