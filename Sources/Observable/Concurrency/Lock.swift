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

/// A lock in one word stored inline in a class instance (the rules of `InlineAtomic`, by address):
/// 0 free, 1 held.
///
/// For critical sections of a few instructions that never run user code (appending to a bag,
/// copying a value out), where a `Lock`'s two allocations would cost more than the section itself.
/// A thread that finds it held yields the processor until it is free.
@usableFromInline
enum SpinLock {
    /// Takes the lock in `word`.
    @inlinable static func lock(_ word: UnsafeMutablePointer<Int>) {
        while !InlineAtomic.compareExchange(word, expected: 0, desired: 1) { sched_yield() }
    }

    /// Releases the lock in `word`, which the caller holds.
    @inlinable static func unlock(_ word: UnsafeMutablePointer<Int>) { InlineAtomic.store(word, 0) }
}
