#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A condition variable on a heap-allocated `pthread_cond_t`, used together with a `Lock`.
///
/// Like `Lock`, it lives at a stable heap address, which POSIX requires and ThreadSanitizer
/// understands. Only the queue's contended path uses one; nobody waits on it while running user code.
@usableFromInline
package final class Condition: @unchecked Sendable {
    package let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        condition = PThreadStorage.allocate(pthread_cond_t())
        PThreadStorage.check(pthread_cond_init(condition, nil), "pthread_cond_init")
    }

    deinit {
        pthread_cond_destroy(condition)
        PThreadStorage.free(condition)
    }

    /// Releases `lock` (which the caller holds), sleeps until woken or until `seconds` have passed,
    /// and takes `lock` again. Returns `false` if it timed out. Spurious wake-ups return `true`:
    /// callers re-check what they wait for.
    package func wait(releasing lock: Lock, seconds: Double) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = Int(now.tv_nsec) + Int(seconds * 1_000_000_000)
        var deadline = timespec()
        deadline.tv_sec = now.tv_sec + nanoseconds / 1_000_000_000
        deadline.tv_nsec = .init(nanoseconds % 1_000_000_000)
        return pthread_cond_timedwait(condition, lock.mutex, &deadline) != ETIMEDOUT
    }

    /// Wakes every thread waiting on this condition. Call with the associated lock held.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
