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
///
/// One allocation: the flag's word is a stored property of the object itself (see `InlineAtomic`).
@usableFromInline
final class OnceFlag: @unchecked Sendable {
    /// The flag, 0 or 1. Only ever accessed through `InlineAtomic` (atomically, at its own address).
    @usableFromInline @exclusivity(unchecked) final var word = 0

    @usableFromInline init() {}

    /// Whether the flag has been raised.
    @inlinable var isRaised: Bool { InlineAtomic.load(&word) != 0 }

    /// Raises the flag; returns `true` only for the caller that raised it first.
    @inlinable func raise() -> Bool { InlineAtomic.exchange(&word, 1) == 0 }
}

/// Atomic operations on a word stored inline in a class instance, so an object that needs an atomic
/// flag or state costs one allocation instead of two.
///
/// The word must be a `final` stored `Int` property of a class, marked `@exclusivity(unchecked)`, and
/// touched only through these functions. An `inout` access to such a property is the property's own
/// address inside the object (a class instance never moves, and a final stored property has no
/// accessor that could copy it to a temporary), so every thread's C atomic operates on the same word,
/// which ThreadSanitizer sees as an ordinary atomic. Orderings are those of `SignalsAtomics`
/// (acquire loads, release stores, acquire-release read-modify-writes).
@usableFromInline
enum InlineAtomic {
    /// The word's value (acquire).
    @inlinable static func load(_ word: inout Int) -> Int {
        withUnsafeMutablePointer(to: &word) { signals_atomic_load($0) }
    }

    /// Stores `value` (release).
    @inlinable static func store(_ word: inout Int, _ value: Int) {
        withUnsafeMutablePointer(to: &word) { signals_atomic_store($0, value) }
    }

    /// Stores `value` and returns the previous value.
    @inlinable static func exchange(_ word: inout Int, _ value: Int) -> Int {
        withUnsafeMutablePointer(to: &word) { signals_atomic_exchange($0, value) }
    }

    /// Sets the bits of `mask` and returns the previous value.
    @inlinable static func or(_ word: inout Int, _ mask: Int) -> Int {
        withUnsafeMutablePointer(to: &word) { signals_atomic_or($0, mask) }
    }

    /// Adds `delta` and returns the new value.
    @inlinable @discardableResult static func add(_ word: inout Int, _ delta: Int) -> Int {
        withUnsafeMutablePointer(to: &word) { signals_atomic_add($0, delta) }
    }

    /// Replaces `expected` with `desired`; returns whether it did.
    @inlinable static func compareExchange(_ word: inout Int, expected: Int, desired: Int) -> Bool {
        withUnsafeMutablePointer(to: &word) { signals_atomic_cas($0, expected, desired) }
    }
}
