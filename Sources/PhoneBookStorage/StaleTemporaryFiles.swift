import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The temporary files a save writes beside the contacts file, and the clean-up of those whose
/// writer died before renaming them (a `kill -9` or a power cut between create and rename).
///
/// A temporary file is named `.NAME.PID.RANDOM.tmp`, with the writing process's id, or
/// `.STEM.PID.RANDOM.tmp` when NAME is too long for that (`CompanionFileName`). A file is stale
/// when the process `PID` no longer exists (`kill(PID, 0)` fails with `ESRCH`); a live writer's file
/// (its process exists, or belongs to another user: `EPERM`) is never touched. Files of earlier
/// versions, `.NAME.UUID.tmp`, carry no process id: they are stale once an hour old, far longer than
/// any save takes. Clean-up runs with the contacts file's `FileLock` held, so no save of a writer that
/// takes the lock is in progress.
enum StaleTemporaryFiles {
    /// A new temporary file name for saving `fileName` in this process: `.NAME.PID.RANDOM.tmp`,
    /// or `.STEM.PID.RANDOM.tmp` when that would be too long for a file name.
    static func newName(for fileName: String) -> String {
        CompanionFileName.make(fileName, prefix: ".", suffix: ".\(getpid()).\(UUID().uuidString).tmp")
    }

    /// The names in `directory` that are temporary files of `fileName` (named with it or with its
    /// stem) whose writer is gone. Empty when the directory cannot be listed.
    static func staleNames(in directory: String, for fileName: String, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let prefixes = [".\(fileName).", ".\(CompanionFileName.stem(of: fileName))."]
        return names.filter { name in
            guard let prefix = prefixes.first(where: name.hasPrefix), name.hasSuffix(".tmp") else { return false }
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, let pid = Int32(parts[0]), pid > 0, UUID(uuidString: String(parts[1])) != nil {
                return !isRunning(pid)
            }
            if parts.count == 1, UUID(uuidString: String(parts[0])) != nil {
                let path = (directory as NSString).appendingPathComponent(name)
                let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
                return modified.map { now.timeIntervalSince($0) > 3600 } ?? false
            }
            return false
        }
    }

    /// Removes the stale temporary files of `file` (see `staleNames`); the caller holds its
    /// `FileLock`. Best effort: a file that cannot be removed stays for a later clean-up.
    static func remove(beside file: String) {
        let directory = (file as NSString).deletingLastPathComponent
        for name in staleNames(in: directory, for: (file as NSString).lastPathComponent) {
            _ = unlink((directory as NSString).appendingPathComponent(name))
        }
    }

    /// Whether process `pid` exists (it may belong to another user).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
