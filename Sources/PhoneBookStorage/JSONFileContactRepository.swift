import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SignalsViewModels

/// A `ContactRepository` stored as a JSON list in one file (`ContactsFile`), so contacts survive restarts.
///
/// - A missing file is an empty phone book; the file (and its directory) is created on first add.
/// - Every add is a read-merge-write under an exclusive `FileLock`, so adds from any number of
///   threads, instances and processes all land. Every save is atomic (`AtomicFileWriter`): a crash
///   leaves the old file or the new one. When `fileURL` is a symbolic link, the file it points to is
///   replaced (or created) and the link kept.
/// - Entries keep every key the phone book does not know (`email`, `tags`, …) through a save.
/// - A file that cannot be read (permissions, a loop of links, a directory, a path ending in "/"), or
///   is not a JSON list of contacts (an empty file included), is reported as `ContactRepositoryError`
///   and never touched: `add` fails before creating or writing anything.
/// - The first access removes temporary files that writers killed mid-save left behind
///   (`StaleTemporaryFiles`); a live writer's file is never touched.
/// - The parsed file is kept in memory with its `FileIdentity`: while the file is unchanged (this
///   process's own last write included) neither a read nor an add parses it again. A revision
///   counts the changes of that cache (this instance's saves, and other writers' data read in), so
///   a list can follow its own adds without comparing contacts (`RevisedContactRepository`).
/// - Messages name the file by `fileURL.path` (with a "/" added when a missing file's URL is a
///   directory path), or by the path given to `init(fileURL:reportedAs:)`, e.g. as a user typed it.
///
/// Thread-safe.
public final class JSONFileContactRepository: RevisedContactRepository, @unchecked Sendable {
    /// The file the contacts live in.
    public let fileURL: URL
    /// The path messages name, when not `fileURL.path`.
    private let reportedPath: String?
    private let beforeRename: @Sendable () throws -> Void
    /// Guards `cached`, `revision` and `staleFilesChecked` (the `@unchecked Sendable` rests on it), and keeps one
    /// instance's calls one at a time.
    private let lock = NSLock()
    /// The file as last read or written, and the identity it had then.
    private var cached: (identity: FileIdentity, file: ContactsFile)? {
        didSet { revision += 1 }
    }
    /// Goes up each time `cached` is set (see `RevisedContactRepository`).
    private var revision = 0
    /// Whether this instance has looked for stale temporary files yet.
    private var staleFilesChecked = false

    /// A repository stored at `fileURL`.
    ///
    /// - Parameter fileURL: the JSON file (created on the first add if missing).
    public convenience init(fileURL: URL) {
        self.init(fileURL: fileURL, beforeRename: {})
    }

    /// A repository stored at `fileURL` whose messages name the file `reportedPath` (e.g. the path
    /// as the user typed it, trailing "/" included).
    ///
    /// - Parameters:
    ///   - fileURL: the JSON file (created on the first add if missing).
    ///   - reportedPath: the path error messages name instead of the file's.
    public convenience init(fileURL: URL, reportedAs reportedPath: String) {
        self.init(fileURL: fileURL, reportedPath: reportedPath, beforeRename: {})
    }

    /// A repository whose saves call `beforeRename` just before the final rename (a test seam for
    /// failed writes); messages name the file `reportedPath` when given.
    init(fileURL: URL, reportedPath: String? = nil, beforeRename: @escaping @Sendable () throws -> Void) {
        self.fileURL = fileURL
        self.reportedPath = reportedPath
        self.beforeRename = beforeRename
    }

    /// Every stored contact, in the order added; `[]` when the file does not exist yet.
    ///
    /// - Returns: the contacts the file holds, in the order added.
    public func allContacts() throws -> [Contact] {
        try revisedContacts().contacts
    }

    /// Every stored contact, in the order added, and the revision of the cache they came from.
    ///
    /// - Returns: the contacts the file holds, in the order added, and the revision they are.
    public func revisedContacts() throws -> (contacts: [Contact], revision: Int) {
        try lock.withLock {
            removeStaleFilesOnce(lockHeld: false)
            let contacts = try current().contacts
            return (contacts, revision)
        }
    }

    /// Appends `contact` and saves atomically, holding the file's lock from reading to renaming;
    /// throws (changing nothing) if the file is unreadable, corrupt or cannot be written.
    ///
    /// - Parameter contact: the contact to store.
    public func add(_ contact: Contact) throws {
        _ = try revisedAdd(contact)
    }

    /// Appends `contact` as `add` does; `before` is the revision of the contacts it was appended
    /// to (after re-reading another writer's save, if any), `after` the revision of the save.
    ///
    /// - Parameter contact: the contact to store.
    /// - Returns: the revisions before and after the add.
    public func revisedAdd(_ contact: Contact) throws -> ContactAppend {
        try lock.withLock {
            _ = try current()  // an unreadable or corrupt file fails before anything is created
            let target = Self.fileBehindLinks(fileURL)  // replace the file a link points to, not the link
            try AtomicFileWriter.makeDirectory(of: target, reportedPath: displayPath)
            return try FileLock.withExclusiveLock(guarding: target.path, reportedPath: displayPath) {
                removeStaleFilesOnce(lockHeld: true)
                let updated = try current().appending(contact)  // re-read only if another writer saved
                let before = revision
                try AtomicFileWriter.write(updated.data, to: target, beforeRename: beforeRename)
                cached = SystemFile.identity(of: target.path).map { ($0, updated) }
                return ContactAppend(before: before, after: revision)
            }
        }
    }

    /// The file as it is now: the cached parse while its identity is unchanged, else read and parsed.
    private func current() throws -> ContactsFile {
        let path = displayPath
        let opened: (descriptor: Int32, identity: FileIdentity)
        do {
            opened = try SystemFile.openRegularFile(fileURL.path)
        } catch where error.code == ENOENT || error.code == ENOTDIR {
            if fileURL.hasDirectoryPath {
                throw ContactRepositoryError.unreadableFile(
                    path: reportedPath ?? path + "/", reason: "a path ending in \"/\" names a directory, not a file")
            }
            if cached != nil { cached = nil }
            return .empty
        } catch where error.code == ENAMETOOLONG {
            throw ContactRepositoryError.unreadableFile(path: path, reason: Self.tooLongReason(fileURL.lastPathComponent) ?? error.reason)
        } catch {
            throw ContactRepositoryError.unreadableFile(path: path, reason: error.reason)
        }
        defer { _ = close(opened.descriptor) }
        if let cached, cached.identity == opened.identity { return cached.file }
        let data: Data
        do {
            data = try SystemFile.readAll(opened.descriptor)
        } catch {
            throw ContactRepositoryError.unreadableFile(path: path, reason: error.reason)
        }
        do {
            let file = try ContactsFile(parsing: data)
            cached = (opened.identity, file)
            return file
        } catch {
            throw ContactRepositoryError.corruptFile(path: path, reason: error.reason)
        }
    }

    /// On this instance's first access, removes the temporary files dead writers left beside the
    /// file. Without `lockHeld` it takes the file's lock, but only if there is something to remove
    /// (a read creates nothing otherwise). Best effort: a failure leaves them for a later access.
    private func removeStaleFilesOnce(lockHeld: Bool) {
        guard !staleFilesChecked else { return }
        staleFilesChecked = true
        let target = Self.fileBehindLinks(fileURL).path
        if lockHeld { return StaleTemporaryFiles.remove(beside: target) }
        let directory = (target as NSString).deletingLastPathComponent
        guard !StaleTemporaryFiles.staleNames(in: directory, for: (target as NSString).lastPathComponent).isEmpty else { return }
        try? FileLock.withExclusiveLock(guarding: target, reportedPath: displayPath) {
            StaleTemporaryFiles.remove(beside: target)
        }
    }

    /// Why the system refuses `name` as a file name, if it is longer than a file name may be:
    /// "its name is 256 bytes long, more than the 255 a file name may have"; `nil` otherwise.
    private static func tooLongReason(_ name: String) -> String? {
        let bytes = name.utf8.count
        guard bytes > CompanionFileName.maximumBytes else { return nil }
        return "its name is \(bytes) bytes long, more than the \(CompanionFileName.maximumBytes) a file name may have"
    }

    /// The file's path as messages show it.
    private var displayPath: String { reportedPath ?? fileURL.path }

    /// `url` with its symbolic links followed, including a last link whose target does not exist
    /// yet (the save then creates the target and the link stays a link).
    private static func fileBehindLinks(_ url: URL) -> URL {
        var path = url.path
        for _ in 0..<32 {  // a loop of links ends here (reading it has already failed)
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { break }
            path = target.hasPrefix("/") ? target : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }
}
