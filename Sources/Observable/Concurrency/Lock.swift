#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A non-recursive mutual-exclusion lock on a heap-allocated `pthread_mutex_t`.
///
/// The mutex lives at a stable heap address (never inline in a Swift property), which POSIX requires
/// and ThreadSanitizer understands. Signals never calls user code while holding one.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
        mutex = PThreadStorage.allocate(pthread_mutex_t())
        PThreadStorage.check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        PThreadStorage.free(mutex)
    }

    @inlinable func lock() { pthread_mutex_lock(mutex) }
    @inlinable func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` with the lock held. `body` must not call user code.
    @inlinable func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
