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
/// Writes a temporary file in the destination's directory (with the destination's permissions, if it
/// exists), flushes it to disk, then renames it over the destination (an atomic replace within one
/// file system) and flushes the directory. On any failure the temporary file is removed and the
/// destination is left as it was.
enum AtomicFileWriter {
    /// Writes `data` to `url` atomically. `beforeRename` runs once the temporary file is complete
    /// (tests use it to simulate a failure at the last moment); an error it throws aborts the write.
    static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let attributes = (try? FileManager.default.attributesOfItem(atPath: url.path))?
                .filter { $0.key == .posixPermissions }
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: attributes) else {
                throw ContactRepositoryError.writeFailed(path: url.path, reason: "cannot create \(temporary.path)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            do {
                try handle.write(contentsOf: data)
                try handle.synchronize()
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            try beforeRename()
            guard rename(temporary.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw ContactRepositoryError.writeFailed(path: url.path, reason: reason)
            }
            synchronizeDirectory(directory)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? ContactRepositoryError { throw error }
            throw ContactRepositoryError.writeFailed(path: url.path, reason: Self.reason(error))
        }
    }

    /// Flushes `directory`'s entries (the rename) to disk; best effort, as not every file system supports it.
    private static func synchronizeDirectory(_ directory: URL) {
        let descriptor = open(directory.path, O_RDONLY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// A short human-readable reason: Foundation's message for its own errors, else the error itself.
    static func reason(_ error: Error) -> String {
        if let error = error as? CocoaError { return error.localizedDescription }
        if let error = error as? POSIXError { return error.localizedDescription }
        return String(describing: error)
    }
}
