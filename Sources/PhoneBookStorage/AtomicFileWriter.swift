import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file's contents all at once: readers see the old file or the new one, never half of it.
///
/// Writes a temporary file (named by `StaleTemporaryFiles`) in the destination's directory (with
/// the destination's permissions, if it exists), flushes it to disk, then renames it over the
/// destination (an atomic replace within one file system) and flushes the directory. On any failure the temporary file is removed, the
/// destination is left as it was, and the error is `ContactRepositoryError.writeFailed` with a reason
/// such as "/etc/hostname is not a directory" or "cannot create a file in /data (permission denied)".
enum AtomicFileWriter {
    /// Writes `data` to `url` atomically. `beforeRename` runs once the temporary file is complete
    /// (tests use it to simulate a failure at the last moment); an error it throws aborts the write.
    static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        let temporaryName = StaleTemporaryFiles.newName(for: url.lastPathComponent)
        let temporary = (directory as NSString).appendingPathComponent(temporaryName)
        func failed(_ reason: String) -> ContactRepositoryError { .writeFailed(path: path, reason: reason) }

        try makeDirectory(of: url, reportedPath: path)
        var existing = stat()
        let existingMode: mode_t? = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        // A new file gets the usual 0666 less the umask; a replaced one keeps its permissions.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existingMode == nil ? 0o666 : 0o600)
        guard descriptor >= 0 else {
            let failure = SystemFile.Failure.system()
            if failure.code == ENAMETOOLONG {  // a file system whose names are shorter than `CompanionFileName`'s
                throw failed("cannot create its temporary file \(temporaryName) in \(directory) (\(failure.reason))")
            }
            throw failed("cannot create a file in \(directory) (\(failure.reason))")
        }
        var isOpen = true
        do {
            if let existingMode, fchmod(descriptor, existingMode) != 0 {
                throw failed("cannot give it the file's permissions (\(SystemFile.Failure.system().reason))")
            }
            do {
                try SystemFile.write(data, to: descriptor)
            } catch {
                throw failed("writing failed (\(error.reason))")
            }
            guard fsync(descriptor) == 0 else { throw failed("flushing to disk failed (\(SystemFile.Failure.system().reason))") }
            isOpen = false
            guard close(descriptor) == 0 else { throw failed("writing failed (\(SystemFile.Failure.system().reason))") }
            try beforeRename()
            guard rename(temporary, path) == 0 else {
                throw failed("cannot replace it (\(SystemFile.Failure.system().reason))")
            }
            synchronizeDirectory(directory)
        } catch {
            if isOpen { _ = close(descriptor) }
            _ = unlink(temporary)
            if let error = error as? ContactRepositoryError { throw error }
            throw failed(reason(error))
        }
    }

    /// Creates the directory `url` is in, and any missing parents, if they do not exist. Throws
    /// `ContactRepositoryError.writeFailed` for `reportedPath` saying why not.
    static func makeDirectory(of url: URL, reportedPath: String) throws {
        if let reason = makeDirectory(url.deletingLastPathComponent().path) {
            throw ContactRepositoryError.writeFailed(path: reportedPath, reason: reason)
        }
    }

    /// Creates `path` and any missing parents; `nil` on success, else why not.
    private static func makeDirectory(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return SystemFile.isDirectory(path) ? nil : "\(path) is not a directory"
        }
        let code = errno
        guard code == ENOENT || code == ENOTDIR else {
            return "cannot use the directory \(path) (\(SystemFile.Failure.system(code).reason))"
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, let reason = makeDirectory(parent) { return reason }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            return "cannot create the directory \(path) (\(SystemFile.Failure.system().reason))"
        }
        return nil
    }

    /// Flushes `directory`'s entries (the rename) to disk; best effort, as not every file system supports it.
    private static func synchronizeDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// A short human-readable reason for an error that is not the system's: Foundation's message
    /// for its own errors, else the error itself.
    static func reason(_ error: Error) -> String {
        if let error = error as? CocoaError { return error.localizedDescription }
        if let error = error as? POSIXError { return error.localizedDescription }
        return String(describing: error)
    }
}
