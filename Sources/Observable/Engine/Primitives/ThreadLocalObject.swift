#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// One object of type `Object` per thread: made on the thread's first `get`, kept in a pthread key's
/// slot (retained), released when the thread ends. Keep it in a `static let`, so the key lives as
/// long as the process. Each thread sees only its own object, so no access needs a lock; the
/// object's retained pointer never leaves this type.
///
/// The engine's only thread-local storage: the trampoline (`CurrentThreadScheduler`), the queues a
/// thread drains (`DrainDepth`), the sources a thread frees (`ChainRelease`) and, in debug builds,
/// the sources lent to `attach` (`EngineRuleCheck`) are each one object per thread.
package struct ThreadLocalObject<Object: AnyObject>: @unchecked Sendable {
    /// The pthread key. Never deleted.
    private let key: pthread_key_t

    /// Makes the key (no object on any thread yet); stops the program with a message if the
    /// platform has no key left.
    package init() {
        var key = pthread_key_t()
        let result = pthread_key_create(&key) { pointer in
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        precondition(result == 0, "pthread_key_create failed: \(result)")
        self.key = key
    }

    /// The calling thread's object, if it made one.
    package var existing: Object? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The calling thread's object, made with `make` on its first use.
    package func get(orMake make: () -> Object) -> Object {
        if let existing { return existing }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
