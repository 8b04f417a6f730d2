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

/// One object of type `Object` per thread: made on the thread's first `get`, kept in a pthread slot,
/// released when the thread ends. Keep it in a `static let`. Each thread sees only its own object, so
/// no access needs a lock; the object's retained pointer never leaves this type.
package struct ThreadLocalObject<Object: AnyObject>: @unchecked Sendable {
    /// The slot holding each thread's object, retained.
    private let slot = ThreadLocalSlot(releasingObjectsAtThreadExit: ())

    /// A slot with no object on any thread yet.
    package init() {}

    /// The calling thread's object, if it made one.
    package var existing: Object? {
        guard let pointer = slot.pointer else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The calling thread's object, made with `make` on its first use.
    package func get(orMake make: () -> Object) -> Object {
        if let existing { return existing }
        let made = make()
        slot.pointer = Unmanaged.passRetained(made).toOpaque()
        return made
    }
}
