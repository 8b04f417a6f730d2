/// An object made the first time it is needed and published through an `InlineAtomic` word (the
/// object's retained pointer as bits, 0 until made): racing callers agree on the first one published
/// (compare-and-swap from 0), and the uncontended path of its owner never makes it. Used for the
/// contended-path parts of a queue (`SerialQueue.lock`, `Broadcaster.queue`).
///
/// The owner keeps the word in itself, reads it only through these functions, and calls `release`
/// once, in its `deinit`.
@usableFromInline
package enum LazyObject {
    /// The object published at `word`, making it with `make` if there is none yet.
    @inlinable
    package static func get<Object: AnyObject>(_ word: WordAddress<Int>, make: () -> Object) -> Object {
        let bits = InlineAtomic.load(word)
        if bits == 0 { return publish(word, make()) }
        return object(publishedAs: bits)
    }

    /// Publishes `made` at `word` unless another caller published first; returns the published one.
    @inlinable @inline(never)
    package static func publish<Object: AnyObject>(_ word: WordAddress<Int>, _ made: Object) -> Object {
        let retained = Unmanaged.passRetained(made)
        if InlineAtomic.compareExchange(word, expected: 0, desired: Int(bitPattern: retained.toOpaque())) { return made }
        retained.release()
        return object(publishedAs: InlineAtomic.load(word))
    }

    /// The object whose retained pointer's bits (not 0) were published, without retaining it.
    @inlinable
    static func object<Object: AnyObject>(publishedAs bits: Int) -> Object {
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    /// Releases the object published at `word`, if any. For the owner's `deinit`. Not generic, so
    /// an unspecialised `deinit` looks up no type metadata for it.
    @inlinable
    package static func release(_ word: WordAddress<Int>) {
        let bits = InlineAtomic.load(word)
        if bits != 0 { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }
}
