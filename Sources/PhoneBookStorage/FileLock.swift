import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive advisory lock that serializes every read-merge-write of one contacts file, across
/// threads, repository instances and processes.
///
/// The lock is taken with `flock(2)` on a lock file beside the contacts file, `.NAME.lock` (with
/// NAME's `CompanionFileName` stem when the contacts file's name is too long for that), which is
/// created once and never removed or replaced. Why not lock the contacts file itself: a save
/// renames a new file over it, so a process waiting on the old file would wake up holding a lock
/// on a file that is no longer the contacts file (and a missing file could not be locked at all
/// without creating it). Why `flock` and not a POSIX `fcntl` record lock: an `fcntl` lock belongs
/// to the process, so it does not keep two threads or two repository instances of one process
/// apart, and closing *any* descriptor of the file in that process releases it; a `flock` lock
/// belongs to one open file description, so every `open` of the lock file competes. The lock is
/// advisory: it binds only programs that take it (every `JSONFileContactRepository` does), and it is
/// released by the kernel when its holder exits, however it exits (`kill -9` included).
enum FileLock {
    /// The lock file that guards `file`: `.NAME.lock` in the same directory, or `.STEM.lock` when
    /// NAME is too long for that (see `CompanionFileName`); every process computes the same name.
    static func path(guarding file: String) -> String {
        let directory = (file as NSString).deletingLastPathComponent
        let name = CompanionFileName.make((file as NSString).lastPathComponent, prefix: ".", suffix: ".lock")
        return (directory as NSString).appendingPathComponent(name)
    }

    /// Runs `body` while holding the exclusive lock guarding `file`, waiting for other holders to
    /// release it. The directory of `file` must exist; the lock file is created if missing (readable
    /// by everyone, as `flock` needs only a read-only descriptor). Throws the system's failure if the
    /// lock file cannot be opened or locked, as `ContactRepositoryError.writeFailed` for `reportedPath`
    /// (the contacts file as the user named it); rethrows `body`'s error after releasing the lock.
    ///
    /// Anything but a regular file at the lock file's place is refused at once, before `body` runs:
    /// it is opened without following a symbolic link (a link is refused, and nothing is created at
    /// its target) and without waiting (a FIFO would block `open` until some writer came), then
    /// examined with `fstat`, so the file checked is the file locked.
    static func withExclusiveLock<Result>(guarding file: String, reportedPath: String,
                                          _ body: () throws -> Result) throws -> Result {
        let lockPath = path(guarding: file)
        func failed(_ reason: String) -> ContactRepositoryError { .writeFailed(path: reportedPath, reason: reason) }
        let descriptor = try openRegularLockFile(lockPath, failed: failed)
        defer { _ = close(descriptor) }  // closing the descriptor releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw failed("cannot lock \(lockPath) (\(SystemFile.Failure.system().reason))")
            }
        }
        return try body()
    }

    /// Opens (creating it if missing) the lock file at `lockPath` for reading: never through a
    /// symbolic link, never waiting, and only if it is a regular file. Returns the descriptor.
    private static func openRegularLockFile(_ lockPath: String, failed: (String) -> ContactRepositoryError) throws -> Int32 {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW
        var descriptor = open(lockPath, flags)
        if descriptor < 0 && errno == ENOENT {
            descriptor = open(lockPath, flags | O_CREAT, 0o644)
        }
        let refusal = "move it away and try again"
        guard descriptor >= 0 else {
            let failure = SystemFile.Failure.system()
            var info = stat()
            if lstat(lockPath, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw failed("its lock file \(lockPath) is a symbolic link; \(refusal)")
            }
            throw failed("cannot open its lock file \(lockPath) (\(failure.reason))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = SystemFile.Failure.system()
            _ = close(descriptor)
            throw failed("cannot examine its lock file \(lockPath) (\(failure.reason))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            _ = close(descriptor)
            throw failed("its lock file \(lockPath) is not a regular file; \(refusal)")
        }
        return descriptor
    }
}
