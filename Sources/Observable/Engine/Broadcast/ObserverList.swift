/// A broadcaster's observers, in subscription order: the one type that owns every form of the list
/// and keeps them in step.
///
/// Three forms, each for a path that matters:
/// - `first`, while it holds the only observer (then `entries` is empty): most subjects, relays and
///   `share` connections have one, which so needs no array; a second arrival moves both into
///   `entries`. `firstSubscriber` mirrors it unretained, so a value reaches the only observer
///   without a retain and release.
/// - `entries`: every other list, with removals from the middle marked `isRemoved` and compacted
///   away once they are half the list (`removedCount`), so a departure is O(log n) amortised.
/// - `subscribers`: `entries`' subscribers, unretained, in a buffer `deliver` walks without
///   retaining anything (`UnretainedSubscribers`).
///
/// Invariants (`isConsistent`, asserted after every change in debug builds):
/// `first` set ⇒ `entries` empty and `firstSubscriber` is `first`'s subscriber; `first` empty ⇒
/// `firstSubscriber` empty; `subscribers[i]` is `entries[i].subscriber` for every `i`; `removedCount`
/// counts the removed entries. The unretained forms are sound because only the broadcaster's
/// drainer changes the list, never while it delivers (an arrival or departure meanwhile is queued
/// behind the delivery), so each subscriber a delivery calls is held by its entry until the call
/// returns. Only the drainer touches a list; `deallocate()` frees it, in the broadcaster's `deinit`.
@usableFromInline
package struct ObserverList<Element> {
    /// One observer: its subscriber and the id it is found by, in 16 bytes (a `Bool` pads it to 24).
    @usableFromInline
    package struct Entry {
        /// `id << 1`, plus 1 once removed from the middle of `entries` (awaiting compaction).
        @usableFromInline var key: Int
        @usableFromInline package let subscriber: Subscriber<Element>
        @inlinable package init(_ subscriber: Subscriber<Element>) {
            key = subscriber.id << 1
            self.subscriber = subscriber
        }
        @inlinable package var id: Int { key >> 1 }
        @inlinable var isRemoved: Bool {
            get { key & 1 != 0 }
            set { key = key & ~1 | (newValue ? 1 : 0) }
        }
    }

    /// The only observer, if there is exactly one (see the type's comment).
    @usableFromInline var first: Entry?
    /// `first`'s subscriber, unretained.
    @usableFromInline var firstSubscriber: Unmanaged<Subscriber<Element>>?
    /// The observers in subscription order, unless `first` holds the only one.
    @usableFromInline var entries = ContiguousArray<Entry>()
    /// `entries`' subscribers, unretained, as `deliver` walks them.
    @usableFromInline var subscribers = UnretainedSubscribers<Element>()
    /// How many entries are removed ones awaiting compaction.
    @usableFromInline var removedCount = 0
    /// Where the next removal is looked for first: just after the previous one. A bag disposes its
    /// subscriptions in the order they were made, so removing each is then O(1), not a search.
    @usableFromInline var removalHint = 0

    /// An empty list.
    @inlinable package init() {}

    /// Calls every observer's subscriber with `event`, in subscription order.
    ///
    /// `mutating` only so that the broadcaster's call borrows its list in place: a non-mutating call
    /// on a stored property copies the struct, retaining and releasing `first` and `entries` on every
    /// value (98 instructions more per send to one observer, measured with `instructions.sh`). It
    /// changes nothing.
    @inlinable
    package mutating func deliver(_ event: Event<Element>) {
        if let firstSubscriber {
            firstSubscriber._withUnsafeGuaranteedRef { $0.on(event) }
        } else {
            subscribers.deliver(event)
        }
    }

    /// Adds `subscriber` at the end. The only observer goes to `first` (no array allocation).
    @inlinable @inline(__always)
    package mutating func append(_ subscriber: Subscriber<Element>) {
        if first != nil {
            moveFirstAndAppend(subscriber)
        } else if entries.isEmpty {
            setFirst(Entry(subscriber))
        } else {
            appendEntry(Entry(subscriber))
        }
        assert(isConsistent)
    }

    /// Removes `subscriber`, if it is on the list.
    ///
    /// - Returns: Whether it was.
    @inlinable @inline(__always)
    package mutating func remove(_ subscriber: Subscriber<Element>) -> Bool {
        defer { assert(isConsistent) }
        if let first {
            guard first.id == subscriber.id else { return false }
            setFirst(nil)
            return true
        }
        guard let index = index(of: subscriber.id) else { return false }
        if index == entries.count - 1 {
            entries.removeLast()
            subscribers.removeLast()
        } else {
            entries[index].isRemoved = true
            removedCount += 1
            removalHint = index + 1
        }
        if removedCount > 0 && removedCount * 2 >= entries.count {
            entries.removeAll { $0.isRemoved }
            subscribers.replace(with: entries)
            removedCount = 0
            removalHint = 0
        }
        return true
    }

    /// Empties the list.
    ///
    /// - Returns: What it held: the only observer, or the entries (removed ones still marked), in
    ///   subscription order; taken as they are, so emptying allocates nothing.
    @inlinable
    package mutating func removeAll() -> (first: Entry?, entries: ContiguousArray<Entry>) {
        let held = (first, entries)
        setFirst(nil)
        entries = []
        subscribers.removeAll()
        removedCount = 0
        removalHint = 0
        assert(isConsistent)
        return held
    }

    /// Every subscriber on the list, removed entries included (for the broadcaster's `deinit`).
    /// `mutating` for the reason `deliver` gives: the call borrows the list instead of copying it.
    @inlinable @inline(__always)
    package mutating func forEachSubscriber(_ body: (Subscriber<Element>) -> Void) {
        if let first { body(first.subscriber) }
        for entry in entries { body(entry.subscriber) }
    }

    /// Frees the unretained buffer. Called once, by the broadcaster's `deinit`.
    @inlinable @inline(__always)
    package mutating func deallocate() { subscribers.deallocate() }

    /// Whether the forms agree (the invariants in the type's comment).
    @usableFromInline
    var isConsistent: Bool {
        if let first {
            return entries.isEmpty && firstSubscriber?.takeUnretainedValue() === first.subscriber
        }
        return firstSubscriber == nil && subscribers.matches(entries)
            && removedCount == entries.lazy.filter(\.isRemoved).count
    }

    /// Sets `first` and `firstSubscriber` together.
    @inlinable
    mutating func setFirst(_ entry: Entry?) {
        first = entry
        firstSubscriber = entry.map { Unmanaged.passUnretained($0.subscriber) }
    }

    /// Appends `entry` to `entries` and its subscriber to `subscribers`, in step.
    @inlinable @inline(__always)
    mutating func appendEntry(_ entry: Entry) {
        entries.append(entry)
        subscribers.append(entry.subscriber)
    }

    /// The second observer's arrival: moves `first` into `entries`, then appends `subscriber`.
    /// Out of line, so `append` stays small enough to inline.
    @inlinable @inline(never)
    mutating func moveFirstAndAppend(_ subscriber: Subscriber<Element>) {
        if let first {
            setFirst(nil)
            appendEntry(first)
        }
        appendEntry(Entry(subscriber))
    }

    /// The index in `entries` of the live observer `id`, if any. Ids are handed out in increasing
    /// order, so the list is almost always sorted by id: binary search first, then a linear scan for
    /// the rare list that concurrent subscribes left out of order.
    @inlinable
    func index(of id: Int) -> Int? {
        if removalHint < entries.count && entries[removalHint].id == id {
            return entries[removalHint].isRemoved ? nil : removalHint
        }
        let low = entries.firstIndex(notBelow: id) { $0.id }
        if low < entries.count && entries[low].id == id {
            return entries[low].isRemoved ? nil : low
        }
        return entries.firstIndex { $0.id == id && !$0.isRemoved }
    }
}
