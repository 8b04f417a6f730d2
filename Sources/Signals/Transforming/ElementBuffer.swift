/// A first-in, first-out queue of values for operators that hold values back (`zip`, as its `CombiningSlot`).
///
/// Reuses its storage, so a steady flow of values allocates nothing once it has grown; a value is
/// released as soon as it is taken out.
@usableFromInline
struct ElementBuffer<Element> {
    @usableFromInline var storage = ContiguousArray<Element?>()
    @usableFromInline var head = 0

    @inlinable init() {}

    /// Whether no value is waiting.
    @inlinable var isEmpty: Bool { head == storage.count }

    /// Adds `value` at the back.
    @inlinable mutating func append(_ value: Element) { storage.append(value) }

    /// Takes the value at the front. The buffer must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        let value = storage[head].take()!
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 && head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return value
    }
}
