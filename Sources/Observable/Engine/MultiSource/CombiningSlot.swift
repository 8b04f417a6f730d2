/// Where a combining operator (`combineLatest`, `zip`) keeps one source's values until they take part
/// in a combination: the only thing in which those operators differ.
///
/// Both conformances reuse their storage, so receiving and taking values allocates nothing.
@usableFromInline
package protocol CombiningSlot {
    /// The element type of the source.
    associatedtype Value

    /// Whether taking a value removes it (`zip`), so a completed source can run out of values after a
    /// combination; when `false` (`combineLatest`) a slot that was ready stays ready.
    static var takingConsumes: Bool { get }

    /// An empty slot.
    init()

    /// Whether a value is available for the next combination.
    var isReady: Bool { get }

    /// Keeps `value`, which the source just sent.
    mutating func receive(_ value: Value)

    /// The value for the next combination. The slot must be ready.
    mutating func take() -> Value
}

/// A `combineLatest` slot: only the source's newest value, used again in every combination.
@usableFromInline
package struct LatestValue<Value>: CombiningSlot {
    @usableFromInline package var latest: Value?

    @inlinable package static var takingConsumes: Bool { false }

    @inlinable package init() {}

    @inlinable package var isReady: Bool { latest != nil }

    @inlinable package mutating func receive(_ value: Value) { latest = value }

    @inlinable package func take() -> Value { latest! }
}

/// A `zip` slot: every value the source sent that is not yet paired, oldest first.
extension ElementBuffer: CombiningSlot {
    @inlinable package static var takingConsumes: Bool { true }

    @inlinable package var isReady: Bool { !isEmpty }

    @inlinable package mutating func receive(_ value: Element) { append(value) }

    @inlinable package mutating func take() -> Element { removeFirst() }
}
