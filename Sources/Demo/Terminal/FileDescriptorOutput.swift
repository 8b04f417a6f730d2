#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `text` to the file descriptor `descriptor` unbuffered, retrying on EINTR and
/// short writes; gives up silently if the descriptor is closed (e.g. a closed pipe).
func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
