#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A condition variable, used together with a `Lock`: a `pthread_cond_t` stored in the object
/// itself, its first stored property, reached only through its address (`condition`), as `Lock`
/// keeps its mutex. Only the queue's contended path uses one; nobody waits on it while running user
/// code.
@usableFromInline
package final class Condition: @unchecked Sendable {
    /// The condition variable, used only through its address (`condition`).
    var storage = pthread_cond_t()

    package init() {
        let result = pthread_cond_init(condition, nil)
        precondition(result == 0, "pthread_cond_init failed: \(result)")
    }

    deinit { pthread_cond_destroy(condition) }

    /// The condition variable's address: `storage`, the first stored property.
    var condition: UnsafeMutablePointer<pthread_cond_t> { InlineAtomic.firstWord(of: self, as: pthread_cond_t.self).pointer }

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
