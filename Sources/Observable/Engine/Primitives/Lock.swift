#if canImport(Darwin)
import Darwin
import os  // os_unfair_lock (Apple documents it in the os module)
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A non-recursive mutual-exclusion lock: a `pthread_mutex_t` stored in the lock object itself.
///
/// POSIX requires a mutex to stay at one address for its whole life. It is the object's first stored
/// property, so its address is the start of the object's stored properties
/// (`InlineAtomic.firstWord(of:as:)`), which stays put while the object lives (a class instance never
/// moves); after its initial value Swift never accesses it, every use goes through that address (the
/// rules of `InlineAtomic`'s words), and ThreadSanitizer's pthread interceptors see each one. One
/// allocation per lock, freed with it. Signals never calls user code while holding one.
@usableFromInline
package final class Lock: @unchecked Sendable {
    /// The mutex, used only through its address (`mutex`).
    @usableFromInline var storage = pthread_mutex_t()

    @usableFromInline
    package init() {
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed: \(result)")
    }

    deinit { pthread_mutex_destroy(mutex) }

    /// The mutex's address: `storage`, the first stored property.
    @inlinable var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        InlineAtomic.firstWord(of: self, as: pthread_mutex_t.self).pointer
    }

    @inlinable package func lock() { pthread_mutex_lock(mutex) }
    @inlinable package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` with the lock held. `body` must not call user code.
    @inlinable package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A lock stored inline in a class instance, for critical sections of a few instructions that never
/// run user code (appending to a bag, copying a value out), where a `Lock`'s allocation would
/// cost more than the section itself. The owner keeps a `Word` as a `final` stored property
/// (initialized to `unlocked`), reached at an address stable for the object's lifetime (the rules of
/// `InlineAtomic`): the start of its stored properties (`firstWord(of:)`; the word, or a member of a
/// first struct of words such as `ObserveOnWords`), or a member of the words whose address a
/// `Broadcaster` keeps. It touches the word only through `lock` and `unlock`. Every critical section
/// is locked and unlocked by the same thread, in one function, and nothing reads the word's value.
///
/// On Apple platforms the word is an `os_unfair_lock` (macOS 10.12, iOS 10, tvOS 10, watchOS 3: within
/// the deployment targets): a waiter blocks in the kernel and the owner is known to the scheduler, so
/// a main-thread caller waiting for a background thread's section lends it its priority — a spin
/// that yields, as `OSSpinLock` did, can instead starve a low-priority owner (priority inversion),
/// which is why Apple withdrew `OSSpinLock`. Only Apple's documented C API is used: a variable of type
/// `os_unfair_lock` initialized to `OS_UNFAIR_LOCK_INIT` (all zero bits, `os_unfair_lock()` in Swift),
/// at a stable address, unlocked by the thread that locked it. Elsewhere (Linux, where the scheduler
/// has no such inversion to solve) the word is an `Int`, 0 free, 1 held, taken by compare-and-swap;
/// a thread that finds it held yields the processor until it is free — C atomics ThreadSanitizer sees.
@usableFromInline
package enum SpinLock {
#if canImport(Darwin)
    /// The lock: an `os_unfair_lock`, whose unlocked value is `OS_UNFAIR_LOCK_INIT` (zero).
    @usableFromInline package typealias Word = os_unfair_lock

    /// A free lock (`OS_UNFAIR_LOCK_INIT`).
    @inlinable package static var unlocked: Word { os_unfair_lock() }

    /// Takes the lock at `word`.
    @inlinable package static func lock(_ word: WordAddress<Word>) { os_unfair_lock_lock(word.pointer) }

    /// Releases the lock at `word`, which the calling thread holds.
    @inlinable package static func unlock(_ word: WordAddress<Word>) { os_unfair_lock_unlock(word.pointer) }
#else
    /// The lock: 0 free, 1 held.
    @usableFromInline package typealias Word = Int

    /// A free lock.
    @inlinable package static var unlocked: Word { 0 }

    /// Takes the lock at `word`.
    @inlinable package static func lock(_ word: WordAddress<Word>) {
        while !InlineAtomic.compareExchange(word, expected: 0, desired: 1) { sched_yield() }
    }

    /// Releases the lock at `word`, which the calling thread holds.
    @inlinable package static func unlock(_ word: WordAddress<Word>) { InlineAtomic.store(word, 0) }
#endif

    /// The address of the lock word that is the first stored property of `object`, an instance of a
    /// root class (`InlineAtomic.firstWord(of:)`).
    @inlinable @inline(__always)
    package static func firstWord(of object: AnyObject) -> WordAddress<Word> {
        InlineAtomic.firstWord(of: object, as: Word.self)
    }

}
