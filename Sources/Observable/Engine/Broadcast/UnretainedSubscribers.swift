/// A broadcaster's observer list as `deliver` walks it: the subscribers of `ObserverList.entries`,
/// in the same order, unretained, in a buffer of their own.
///
/// `deliver` copies this struct (a pointer and two integers) into locals and calls each subscriber
/// through `_withUnsafeGuaranteedRef`: neither the list nor a subscriber is retained around the
/// calls, and nothing is reloaded after each call. Walking `entries` itself retains its buffer
/// once per value (about 40 instructions), and indexing it reloads the buffer after every call.
///
/// Invariant (`ObserverList` keeps it): `entries[i].subscriber` is `self[i]` for every `i < count`. Only the broadcaster's
/// drainer changes either, and never during a delivery (an arrival or departure meanwhile, even
/// from a handler, is queued behind it), so every subscriber a delivery calls is held by its entry
/// until the call returns. The buffer is freed by `deallocate()`, in the broadcaster's `deinit`.
@usableFromInline
package struct UnretainedSubscribers<Element> {
    /// The first subscriber; `nil` until the first `append`.
    @usableFromInline package var base: UnsafeMutablePointer<Unmanaged<Subscriber<Element>>>?
    /// How many subscribers the list holds.
    @usableFromInline package var count = 0
    /// How many the buffer has room for.
    @usableFromInline package var capacity = 0

    /// An empty list, with no buffer.
    @inlinable package init() {}

    /// Adds `subscriber` at the end, growing the buffer (doubling) when it is full.
    @inlinable
    package mutating func append(_ subscriber: Subscriber<Element>) {
        if count == capacity { grow() }
        base.unsafelyUnwrapped[count] = Unmanaged.passUnretained(subscriber)
        count += 1
    }

    /// Moves the list to a buffer twice as large (at least 4).
    @inlinable @inline(never)
    mutating func grow() {
        let larger = UnsafeMutablePointer<Unmanaged<Subscriber<Element>>>.allocate(capacity: Swift.max(4, capacity * 2))
        if let base {
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = larger
        capacity = Swift.max(4, capacity * 2)
    }

    /// Removes the last subscriber.
    @inlinable
    package mutating func removeLast() { count -= 1 }

    /// Removes every subscriber, keeping the buffer.
    @inlinable
    package mutating func removeAll() { count = 0 }

    /// Makes the list the subscribers of `entries`, in order (after `entries` was compacted or
    /// emptied), keeping the buffer.
    @inlinable
    package mutating func replace(with entries: ContiguousArray<ObserverList<Element>.Entry>) {
        count = 0
        for entry in entries { append(entry.subscriber) }
    }

    /// Calls `on(event)` on every subscriber, in order. Only the drainer calls it (see the invariant).
    @inlinable @inline(__always)
    package func deliver(_ event: Event<Element>) {
        guard var next = base else { return }
        let end = next + count
        while next < end {
            next.pointee._withUnsafeGuaranteedRef { $0.on(event) }
            next += 1
        }
    }

    /// Whether the list holds exactly the subscribers of `entries`, in order: the invariant, checked
    /// by `assert` after each change (debug builds only).
    @usableFromInline
    package func matches(_ entries: ContiguousArray<ObserverList<Element>.Entry>) -> Bool {
        guard count == entries.count else { return false }
        return entries.indices.allSatisfy { base.unsafelyUnwrapped[$0].takeUnretainedValue() === entries[$0].subscriber }
    }

    /// Frees the buffer. Called once, by the broadcaster's `deinit`.
    @inlinable
    package func deallocate() { base?.deallocate() }
}
