/// Values under `Int` keys that only grow (each new key is greater than every key before): a
/// `SerialSink`'s source subscriptions, a `flatMap`'s running inners.
///
/// A sorted array rather than a dictionary: adding appends, finding is a binary search, so no key is
/// hashed (an `Int` dictionary hashes every key with SipHash), and the values stay in the order they
/// were added. A removal leaves a tombstone, dropped once tombstones are most of the entries, so
/// adding and removing cost amortized O(1) and O(log n) however many values come and go. Not
/// thread-safe: its owner guards it.
@usableFromInline
package struct AscendingKeyTable<Value> {
    @usableFromInline
    package struct Entry {
        @usableFromInline package let key: Int
        /// `nil` once removed: a tombstone until `compact()`.
        @usableFromInline package var value: Value?

        @inlinable package init(key: Int, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Ascending by key; tombstones included.
    @usableFromInline package var entries = ContiguousArray<Entry>()
    /// How many entries hold a value.
    @usableFromInline package var count = 0

    @inlinable package init() {}

    /// Whether no value is held.
    @inlinable package var isEmpty: Bool { count == 0 }

    /// Adds `value` under `key`, which must be greater than every key added before (a precondition).
    @inlinable
    package mutating func append(_ value: Value, key: Int) {
        precondition(entries.last.map { $0.key < key } ?? true, "AscendingKeyTable keys must ascend")
        entries.append(Entry(key: key, value: value))
        count += 1
    }

    /// Whether a value is held under `key`.
    @inlinable
    package func contains(_ key: Int) -> Bool {
        guard let index = index(of: key) else { return false }
        return entries[index].value != nil
    }

    /// Removes and returns the value under `key`, if any.
    @inlinable
    package mutating func remove(_ key: Int) -> Value? {
        guard let index = index(of: key), let value = entries[index].value.take() else { return nil }
        count -= 1
        if index == entries.count - 1 {
            // The newest: no tombstone, and none left behind it (the usual order: an inner replaced).
            entries.removeLast()
            while !entries.isEmpty && entries[entries.count - 1].value == nil { entries.removeLast() }
        }
        if entries.count > 8 && count < entries.count / 2 { compact() }
        return value
    }

    /// Calls `body` with each value, in the order they were added.
    @inlinable
    package func forEach(_ body: (Value) -> Void) {
        for entry in entries {
            if let value = entry.value { body(value) }
        }
    }

    /// Removes every value, keeping the storage for the next ones.
    @inlinable
    package mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        count = 0
    }

    /// Drops the tombstones, keeping the order (moving the values down in place, specialised code).
    @inlinable
    package mutating func compact() {
        var kept = 0
        for index in entries.indices where entries[index].value != nil {
            entries.swapAt(kept, index)
            kept += 1
        }
        entries.removeLast(entries.count - kept)
    }

    /// The index of the entry with `key`, tombstone or not (binary search: keys ascend).
    @inlinable
    package func index(of key: Int) -> Int? {
        let low = entries.firstIndex(notBelow: key) { $0.key }
        return low < entries.count && entries[low].key == key ? low : nil
    }
}
