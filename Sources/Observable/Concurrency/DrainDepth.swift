#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// How many `SerialQueue`s the current thread is draining on their contended path, in a
/// thread-local slot.
///
/// A thread whose depth is above zero never waits for another queue's drainer: it may be the very
/// thread that drainer is waiting for (T1 drains A and sends to B while T2 drains B and sends to A).
/// Read and written only on the contended path; the uncontended send path never touches it.
enum DrainDepth {
    /// The thread-local slot, created once per process. The value stored is the depth itself,
    /// as a pointer bit pattern (0 = nil = not draining).
    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let result = pthread_key_create(&key, nil)
        precondition(result == 0, "pthread_key_create failed: \(result)")
        return key
    }()

    /// The current thread's depth.
    static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Records that the current thread began draining a queue's backlog.
    static func enter() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: current + 1)) }

    /// Records that the current thread stopped draining a queue's backlog.
    static func leave() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: current - 1)) }
}
