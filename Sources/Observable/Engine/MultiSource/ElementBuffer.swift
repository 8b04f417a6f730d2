/// A first-in, first-out queue of values for operators that hold values back (`zip`, as its `CombiningSlot`).
///
/// A `FIFOBuffer` (the engine's backlog list): it reuses its storage, so a steady flow of values
/// allocates nothing once it has grown; a value is released as soon as it is taken out.
@usableFromInline
package struct ElementBuffer<Element> {
    @usableFromInline package var values = FIFOBuffer<Element>()

    @inlinable package init() {}

    /// Whether no value is waiting.
    @inlinable package var isEmpty: Bool { values.isEmpty }

    /// Adds `value` at the back.
    @inlinable package mutating func append(_ value: Element) { values.append(value) }

    /// Takes the value at the front. The buffer must not be empty.
    @inlinable
    package mutating func removeFirst() -> Element { values.popFirst()! }
}
