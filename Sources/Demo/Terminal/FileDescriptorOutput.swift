#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `text` to the file descriptor `descriptor` unbuffered, retrying on EINTR and
/// short writes. Returns 0 when everything was written, else the `errno` of the failed write (a
/// full disk, a closed descriptor); the caller decides whether that matters.
@discardableResult
func writeAll(_ descriptor: Int32, _ text: String) -> Int32 {
    var text = text
    return text.withUTF8 { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
