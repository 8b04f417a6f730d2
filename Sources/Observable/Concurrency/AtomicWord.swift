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
    /// `word`'s address (`InlineAtomic`), set in `init`.
    @usableFromInline @exclusivity(unchecked) final var wordAddress = InlineAtomic.unset

    @usableFromInline init() { wordAddress = InlineAtomic.address(of: &word) }

    /// Whether the flag has been raised.
    @inlinable var isRaised: Bool { InlineAtomic.load(wordAddress) != 0 }

    /// Raises the flag; returns `true` only for the caller that raised it first.
    @inlinable func raise() -> Bool { InlineAtomic.exchange(wordAddress, 1) == 0 }
}

/// Atomic operations on a word stored inline in a class instance, so an object that needs an atomic
/// flag or state costs one allocation instead of two.
///
/// The word is a `final` stored `Int` property of a class, marked `@exclusivity(unchecked)`; the
/// object takes its address once, in `init` (`address(of:)`), keeps it in a stored property, and
/// touches the word only through these functions, with that address. A final stored property of a
/// class is addressed in place (a class instance never moves, and such a property has no accessor that
/// could copy it to a temporary), so every thread's C atomic operates on the same word; going through
/// the kept address rather than an `inout` access per operation means no Swift access is made after
/// `init`, so ThreadSanitizer sees ordinary C atomics. Orderings are those of `SignalsAtomics`
/// (acquire loads, release stores, acquire-release read-modify-writes).
@usableFromInline
enum InlineAtomic {
    /// What an address property holds until `init` sets it (never dereferenced).
    @inlinable static var unset: UnsafeMutablePointer<Int> { UnsafeMutablePointer(bitPattern: MemoryLayout<Int>.alignment)! }

    /// The address of `word`, a final stored property of a class instance, valid for the instance's
    /// lifetime. Call it in `init`, once every stored property is initialized.
    @inlinable static func address(of word: inout Int) -> UnsafeMutablePointer<Int> {
        withUnsafeMutablePointer(to: &word) { $0 }
    }

    /// The word's value (acquire).
    @inlinable static func load(_ word: UnsafeMutablePointer<Int>) -> Int { signals_atomic_load(word) }

    /// Stores `value` (release).
    @inlinable static func store(_ word: UnsafeMutablePointer<Int>, _ value: Int) { signals_atomic_store(word, value) }

    /// Stores `value` and returns the previous value.
    @inlinable static func exchange(_ word: UnsafeMutablePointer<Int>, _ value: Int) -> Int {
        signals_atomic_exchange(word, value)
    }

    /// Sets the bits of `mask` and returns the previous value.
    @inlinable static func or(_ word: UnsafeMutablePointer<Int>, _ mask: Int) -> Int { signals_atomic_or(word, mask) }

    /// Adds `delta` and returns the new value.
    @inlinable @discardableResult static func add(_ word: UnsafeMutablePointer<Int>, _ delta: Int) -> Int {
        signals_atomic_add(word, delta)
    }

    /// Replaces `expected` with `desired`; returns whether it did.
    @inlinable static func compareExchange(_ word: UnsafeMutablePointer<Int>, expected: Int, desired: Int) -> Bool {
        signals_atomic_cas(word, expected, desired)
    }
}
