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

        /// The failure `errno` describes now.
        static func system(_ code: Int32 = errno) -> Failure {
            let text = String(cString: strerror(code))
            return Failure(reason: text.prefix(1).lowercased() + text.dropFirst())
        }
    }

    /// Every byte of the regular file at `path` (following symbolic links).
    static func read(_ path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .system() }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system() }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "it is a directory")
        default: throw Failure(reason: "it is not a regular file")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
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
