/// A first-in, first-out list whose every operation costs O(1), amortized, however long it grows while
/// it is being emptied: the engine's backlogs (`SerialQueue`'s waiting operations, a serial sink's
/// pending subscriptions and waiting inners, the current-thread trampoline's work).
///
/// Taking from the front advances a head index and clears the taken slot (so what it held is released
/// at once); the taken prefix is dropped when the list empties, or, while it keeps filling, once it is
/// more than half of the storage — each element is moved at most once per time it is taken, so
/// `removeFirst` on an array (which shifts every element after it, O(n) per take) is never needed.
@usableFromInline
package struct FIFOBuffer<Element> {
    @usableFromInline var slots = ContiguousArray<Element?>()
    @usableFromInline var head = 0

    /// An empty list.
    @inlinable package init() {}

    /// How many elements the list holds.
    @inlinable package var count: Int { slots.count - head }

    /// Whether the list holds nothing.
    @inlinable package var isEmpty: Bool { head == slots.count }

    /// Adds `element` at the back.
    @inlinable package mutating func append(_ element: Element) { slots.append(element) }

    /// Removes and returns the front element, or `nil` when the list is empty.
    @inlinable
    package mutating func popFirst() -> Element? {
        guard head < slots.count else { return nil }
        if head + 1 == slots.count {
            // The last one (usually the only one): `removeLast`, the cheapest take.
            let element = slots.removeLast()
            if head != 0 {
                slots.removeAll(keepingCapacity: true)
                head = 0
            }
            return element
        }
        let element = slots[head].take()
        head += 1
        dropTakenPrefix()
        return element
    }

    /// Moves the front `limit` elements (or all of them) to the back of `batch`, in order.
    @inlinable
    package mutating func moveFirst(_ limit: Int, into batch: inout ContiguousArray<Element>) {
        let end = Swift.min(slots.count, head + limit)
        batch.reserveCapacity(batch.count + end - head)
        for index in head..<end {
            if let element = slots[index].take() { batch.append(element) }
        }
        head = end
        dropTakenPrefix()
    }

    /// Removes every element and returns them, front first.
    @inlinable
    package mutating func removeAll() -> [Element] {
        var all: [Element] = []
        all.reserveCapacity(count)
        for index in head..<slots.count {
            if let element = slots[index].take() { all.append(element) }
        }
        slots.removeAll()
        head = 0
        return all
    }

    /// Drops the taken prefix once the list is empty (keeping the storage), or once the prefix is more
    /// than half of the storage (moving the rest, each element at most once per take).
    @inlinable
    mutating func dropTakenPrefix() {
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 32 && head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
    }
}
