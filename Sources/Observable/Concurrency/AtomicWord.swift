import SignalsAtomics

/// A heap-allocated machine word read and written with atomic operations.
///
/// Heap allocation gives the word a stable address (Swift may move inline storage), which C atomics
/// and ThreadSanitizer need. The owner calls `deallocate()` exactly once, in its `deinit`.
@usableFromInline
struct AtomicWord: @unchecked Sendable {
    @usableFromInline let pointer: UnsafeMutablePointer<Int>

    @usableFromInline
    init(_ initial: Int) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: initial)
    }

    @inlinable func load() -> Int { signals_atomic_load(pointer) }
    @inlinable func store(_ value: Int) { signals_atomic_store(pointer, value) }
    @inlinable func compareExchange(expected: Int, desired: Int) -> Bool {
        signals_atomic_cas(pointer, expected, desired)
    }
    @inlinable func exchange(_ value: Int) -> Int { signals_atomic_exchange(pointer, value) }
    @inlinable @discardableResult func add(_ delta: Int) -> Int { signals_atomic_add(pointer, delta) }

    @usableFromInline func deallocate() {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}

/// A one-way flag: starts clear, can be raised once. Raising is atomic, so exactly one caller wins.
@usableFromInline
final class OnceFlag: @unchecked Sendable {
    @usableFromInline let word = AtomicWord(0)

    @usableFromInline init() {}
    deinit { word.deallocate() }

    /// Whether the flag has been raised.
    @inlinable var isRaised: Bool { word.load() != 0 }

    /// Raises the flag; returns `true` only for the caller that raised it first.
    @inlinable func raise() -> Bool { word.exchange(1) == 0 }
}
