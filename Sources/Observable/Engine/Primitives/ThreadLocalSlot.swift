#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// One pointer-sized slot per thread (a pthread key, made once, when the slot is made): `nil` on a
/// thread until that thread stores something. Keep it in a `static let`, so the key lives as long as
/// the process. Each thread sees only its own value, so no access needs a lock.
package struct ThreadLocalSlot: @unchecked Sendable {
    /// The pthread key. Never deleted.
    package let key: pthread_key_t

    /// Makes the key; stops the program with a message if the platform has none left.
    package init() {
        var key = pthread_key_t()
        let result = pthread_key_create(&key, nil)
        precondition(result == 0, "pthread_key_create failed: \(result)")
        self.key = key
    }

    /// Makes a key whose values are retained objects (`Unmanaged.passRetained(…).toOpaque()`): a
    /// thread's object is released when the thread ends. Stops the program with a message if the
    /// platform has no key left.
    package init(releasingObjectsAtThreadExit: Void) {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        self.key = key
    }

    /// The calling thread's pointer (`nil` until it stores one).
    var pointer: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }

    /// The calling thread's value as a word (0 until it stores one).
    package var word: Int {
        get { Int(bitPattern: pointer) }
        nonmutating set { pointer = UnsafeMutableRawPointer(bitPattern: newValue) }
    }
}
