import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whole-file reads and writes through POSIX calls, so that a failure carries the system's own
/// reason ("permission denied", "not a directory") for the contacts file's error messages.
enum SystemFile {
    /// Why a call failed, as it reads inside a sentence: the system's message in lower case,
    /// e.g. "permission denied", or a description such as "it is a directory".
    struct Failure: Error, Equatable {
        let reason: String
        /// The `errno` value behind it, or 0 when the reason is not the system's.
        var code: Int32 = 0

        /// The failure `errno` describes now.
        static func system(_ code: Int32 = errno) -> Failure {
            let text = String(cString: strerror(code))
            return Failure(reason: text.prefix(1).lowercased() + text.dropFirst(), code: code)
        }
    }

    /// Every byte of the regular file at `path` (following symbolic links).
    static func read(_ path: String) throws(Failure) -> Data {
        let descriptor = try openRegularFile(path).descriptor
        defer { _ = close(descriptor) }
        return try readAll(descriptor)
    }

    /// Opens the regular file at `path` (following symbolic links) for reading, returning the open
    /// descriptor (the caller closes it) and what it is. Never blocks: a FIFO or device is refused,
    /// not waited on. Throws the system's failure (`errno` is kept for the caller to inspect through
    /// `Failure.code`), "it is a directory" or "it is not a regular file".
    static func openRegularFile(_ path: String) throws(Failure) -> (descriptor: Int32, identity: FileIdentity) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system() }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = Failure.system()
            _ = close(descriptor)
            throw failure
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return (descriptor, FileIdentity(info))
        case S_IFDIR:
            _ = close(descriptor)
            throw Failure(reason: "it is a directory")
        default:
            _ = close(descriptor)
            throw Failure(reason: "it is not a regular file")
        }
    }

    /// Every byte from the open file `descriptor`'s current offset to its end.
    static func readAll(_ descriptor: Int32) throws(Failure) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system()
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// What `path` (following symbolic links) is now, or `nil` if it cannot be examined.
    static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }

    /// Writes every byte of `data` to the open file `descriptor`.
    static func write(_ data: Data, to descriptor: Int32) throws(Failure) {
        let failure: Failure? = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .system()
                }
                offset += written
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Whether `path` names a directory (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
