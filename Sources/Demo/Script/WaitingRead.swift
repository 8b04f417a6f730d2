#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads from `descriptor` into `buffer` as `read(2)` does (the count read, 0 at the end of input,
/// -1 with `errno` set on failure), except that it never reports "no input yet".
///
/// A script's stdin may be non-blocking (`O_NONBLOCK`, set by whoever opened the pipe or socket):
/// `read` then fails with `EAGAIN` (`EWOULDBLOCK`) whenever no byte has arrived yet, which is not an
/// error. This waits for input with `poll(2)` (blocking, so no CPU is spent while waiting) and
/// reads again; an interrupted call (`EINTR`) is retried too. Any other failure, of `read` or of
/// `poll`, is returned as -1 with its `errno`, so a real read error is still reported. Where `poll`
/// cannot watch the descriptor (`POLLNVAL`: macOS's `poll` refuses terminals and other devices,
/// which `read` accepts), it sleeps `fallbackPause` between reads instead: still no spinning.
func readWaitingForInput(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        let code = errno
        if code == EINTR { continue }
        guard code == EAGAIN || code == EWOULDBLOCK else { return -1 }
        // Wakes up when there is input, at the end of input (POLLHUP) or on an error (POLLERR);
        // the next `read` then returns the bytes, 0 or the error, so this never spins.
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        if poll(&request, 1, -1) < 0, errno != EINTR { return -1 }
        if Int32(request.revents) & Int32(POLLNVAL) != 0 {
            var pause = fallbackPause
            _ = nanosleep(&pause, nil)
        }
    }
}

/// How long `readWaitingForInput` sleeps between reads of a descriptor `poll` cannot watch: 10 ms.
private let fallbackPause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
