import SignalsAtomics

/// A machine word read and written with atomic operations, in an object of its own: for a word that
/// no object of the engine holds inline (a process-wide counter, a scheduler's pending count).
///
/// The word is the object's first stored property, so its address is stable for the object's
/// lifetime and given by `InlineAtomic.firstWord(of:)`, which C atomics and ThreadSanitizer need;
/// the object frees it, so an owner has nothing to deallocate.
@usableFromInline
package final class AtomicWord: @unchecked Sendable {
    /// The value. Only ever accessed through `InlineAtomic`, at `address`.
    final var word: Int
    /// `word`'s address (`InlineAtomic.firstWord(of:)`).
    @inlinable final var address: WordAddress<Int> { InlineAtomic.firstWord(of: self) }

    /// A word holding `initial`.
    @usableFromInline
    package init(_ initial: Int) { word = initial }

    /// The value (acquire).
    @inlinable package func load() -> Int { InlineAtomic.load(address) }
    /// Stores `value` (release).
    @inlinable package func store(_ value: Int) { InlineAtomic.store(address, value) }
    /// Replaces `expected` with `desired`; returns whether it did.
    @inlinable func compareExchange(expected: Int, desired: Int) -> Bool {
        InlineAtomic.compareExchange(address, expected: expected, desired: desired)
    }
    /// Stores `value` and returns the previous value.
    @inlinable func exchange(_ value: Int) -> Int { InlineAtomic.exchange(address, value) }
    /// Adds `delta` and returns the new value.
    @inlinable @discardableResult package func add(_ delta: Int) -> Int { InlineAtomic.add(address, delta) }
}

/// A one-way flag: starts clear, can be raised once. Raising is atomic, so exactly one caller wins.
///
/// One allocation: the flag's word is a stored property of the object itself (see `InlineAtomic`).
@usableFromInline
package final class OnceFlag: @unchecked Sendable {
    /// The flag, 0 or 1. Only ever accessed through `InlineAtomic` (atomically, at its own address).
    /// The first stored property, so its address is `InlineAtomic.firstWord(of:)`.
    final var word = 0
    /// `word`'s address (`InlineAtomic.firstWord(of:)`).
    @inlinable package final var wordAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }

    @usableFromInline package init() {}

    /// Whether the flag has been raised.
    @inlinable package var isRaised: Bool { InlineAtomic.load(wordAddress) != 0 }

    /// Raises the flag; returns `true` only for the caller that raised it first.
    @inlinable package func raise() -> Bool { InlineAtomic.exchange(wordAddress, 1) == 0 }
}

/// Atomic operations on a word stored inline in a class instance, so an object that needs an atomic
/// flag or state costs one allocation instead of two.
///
/// The word is a `final` stored property of a class, touched only through these functions (or
/// `SpinLock`) at an address that is stable by construction — never a pointer kept from an `inout`
/// access, which Swift documents as valid only inside its closure. Swift's exclusivity check sees
/// only Swift accesses: the word has none after its initial value, so it carries no
/// `@exclusivity(unchecked)`. Its address is `firstWord(of:)`: the word is the first stored property
/// of a root class, which starts where the stored properties start
/// (`_getUnsafePointerToStoredProperties`, what swift-atomics' `ManagedAtomic` uses), computed per
/// operation from the object — nothing kept, no offset computed. An object whose own first property
/// cannot be the word (a `Broadcaster`, an `Observable` subclass) keeps its words in an object of
/// their own (`BroadcasterWordStorage`).
/// `InlineAtomicTests` checks, for every owner, that the address is the property's storage (equal to
/// the closure's pointer, inside the instance's allocation) and that an atomic operation through it
/// is what a plain read of the property sees. Since no Swift access is made after `init`,
/// ThreadSanitizer sees ordinary C atomics. Orderings are those of `SignalsAtomics` (acquire loads,
/// release stores, acquire-release read-modify-writes).
@usableFromInline
package enum InlineAtomic {
    /// The address of the first stored property of `object`, an instance of a root class (no
    /// superclass) whose first declared stored property is the `Int` word: the start of the stored
    /// properties, `_getUnsafePointerToStoredProperties` (the construct swift-atomics'
    /// `ManagedAtomic` uses for its word), which is the object's address plus its header, stable for
    /// the object's lifetime. A class lays its stored properties out in declaration order after its
    /// superclass's (the Swift ABI's class layout), so the first declared one of a root class starts
    /// there; `InlineAtomicTests` checks it for every owner. For `Subscriber`, `ChainSubscriber`, `Sink`, `OnceFlag`,
    /// `SingleAssignmentDisposable`, `ObserveOnSink`, `SerialQueue` and (`SpinLock.firstWord(of:)`) `DisposeBag`:
    /// their `init` computes and stores nothing, and an operation is an offset from `self` instead of
    /// a load of a kept address.
    @inlinable @inline(__always)
    package static func firstWord(of object: AnyObject) -> WordAddress<Int> {
        firstWord(of: object, as: Int.self)
    }

    /// `firstWord(of:)` for a word of any type (`SpinLock.Word`).
    @inlinable @inline(__always)
    package static func firstWord<Word>(of object: AnyObject, as _: Word.Type) -> WordAddress<Word> {
        WordAddress(_getUnsafePointerToStoredProperties(object).assumingMemoryBound(to: Word.self))
    }

    /// The word's value (acquire).
    @inlinable package static func load(_ word: WordAddress<Int>) -> Int { signals_atomic_load(word.pointer) }

    /// Stores `value` (release).
    @inlinable package static func store(_ word: WordAddress<Int>, _ value: Int) { signals_atomic_store(word.pointer, value) }

    /// Stores `value` and returns the previous value.
    @inlinable static func exchange(_ word: WordAddress<Int>, _ value: Int) -> Int {
        signals_atomic_exchange(word.pointer, value)
    }

    /// Sets the bits of `mask` and returns the previous value.
    @inlinable package static func or(_ word: WordAddress<Int>, _ mask: Int) -> Int { signals_atomic_or(word.pointer, mask) }

    /// Adds `delta` and returns the new value.
    @inlinable @discardableResult package static func add(_ word: WordAddress<Int>, _ delta: Int) -> Int {
        signals_atomic_add(word.pointer, delta)
    }

    /// Replaces `expected` with `desired`; returns whether it did.
    @inlinable static func compareExchange(_ word: WordAddress<Int>, expected: Int, desired: Int) -> Bool {
        signals_atomic_cas(word.pointer, expected, desired)
    }
}
