/// Where a word stored inline in a class instance lives — an atomic `Int` (`InlineAtomic`) or a
/// lock (`SpinLock.Word`) — as the engine passes it around: to `InlineAtomic`'s operations, to
/// `SpinLock`, to `LazyObject`, from a queue's owner to its contended path (`SerialQueue`,
/// `QueueContention`, `WaitGraph`).
///
/// Only `InlineAtomic.firstWord(of:)` (and its `SpinLock` form) makes one, and it stays valid for
/// the owning object's lifetime. What the engine does with one is the atomic operations and the lock — no `pointee`, no arithmetic, no plain read or write
/// that would race with an atomic one: `pointer` is internal to SignalsCore (other modules cannot
/// reach it) and, inside it, read by `InlineAtomic` and `SpinLock` only (and, for the pthread object
/// their first stored property holds, by `Lock` and `Condition`). A wrapper of one pointer:
/// passing one costs what passing the pointer did (instructions.sh, the same count in every row).
@usableFromInline
package struct WordAddress<Word> {
    /// The word's storage. Used by `InlineAtomic` and `SpinLock` only.
    @usableFromInline let pointer: UnsafeMutablePointer<Word>

    /// The address `pointer`. For `InlineAtomic`, which computes it.
    @inlinable init(_ pointer: UnsafeMutablePointer<Word>) { self.pointer = pointer }

    /// The address of the word at `member` of the words at this address (a struct of words, such as
    /// `QueueWords`): the standard library's projection of a stored property's address
    /// (`UnsafeMutablePointer.pointer(to:)`, whose offset the optimizer folds to a constant). An
    /// owner keeps the address of its words struct, taken once in `init`, and reaches each word
    /// through it: taking `&owner.words.state` where used instead would be a Swift access to the word,
    /// which races with another thread's atomic operation on it (ThreadSanitizer reports it).
    @inlinable package func member<Member>(_ member: WritableKeyPath<Word, Member>) -> WordAddress<Member> {
        WordAddress<Member>(pointer.pointer(to: member).unsafelyUnwrapped)
    }

    /// What an address property holds until its owner's `init` sets it: aligned, never dereferenced.
    @inlinable package static var unset: WordAddress {
        WordAddress(UnsafeMutablePointer(bitPattern: MemoryLayout<Word>.alignment)!)
    }
}
