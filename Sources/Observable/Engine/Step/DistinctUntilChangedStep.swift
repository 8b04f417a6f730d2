/// How `distinctUntilChanged` compares a value with the previous one passed on: through a key of
/// each value and an equality of keys. A struct, so the sink holds it inline and calls it directly.
@usableFromInline
package protocol DistinctComparison {
    /// The compared values' type.
    associatedtype Element
    /// What is compared: the value itself, or a key of it.
    associatedtype Key

    /// The key of `value`; a thrown error ends the sequence.
    func key(of value: Element) throws -> Key

    /// Whether `previous` and `key` are equal (the new value is then dropped); a thrown error ends
    /// the sequence.
    func isEqual(_ previous: Key, _ key: Key) throws -> Bool
}

/// `distinctUntilChanged()`: the value is its own key, compared with `==`.
@usableFromInline
package struct EquatableComparison<Element: Equatable>: DistinctComparison {
    @inlinable package init() {}
    @inlinable package func key(of value: Element) -> Element { value }
    @inlinable package func isEqual(_ previous: Element, _ key: Element) -> Bool { previous == key }
}

/// `distinctUntilChanged(_:comparer:)` and the forms built on it: the user's key selector and
/// comparer.
@usableFromInline
package struct KeyComparison<Element, Key>: DistinctComparison {
    /// Gives each value's key.
    @usableFromInline package let key: (Element) throws -> Key
    /// Says whether two keys are equal.
    @usableFromInline package let equal: (Key, Key) throws -> Bool

    /// Compares keys from `key` with `equal`.
    @inlinable
    package init(key: @escaping (Element) throws -> Key, equal: @escaping (Key, Key) throws -> Bool) {
        self.key = key
        self.equal = equal
    }

    @inlinable package func key(of value: Element) throws -> Key { try key(value) }
    @inlinable package func isEqual(_ previous: Key, _ key: Key) throws -> Bool { try equal(previous, key) }
}

/// `distinctUntilChanged`'s step: the comparison and the key of the last value passed on.
@usableFromInline
package struct DistinctUntilChangedStep<Comparison: DistinctComparison>: SinkStep {
    /// How values are compared.
    @usableFromInline package let comparison: Comparison
    /// The key of the last value passed on (`nil` before the first).
    @usableFromInline var lastKey: Comparison.Key?

    /// Compares with `comparison`, starting with no previous value.
    @inlinable package init(_ comparison: Comparison) { self.comparison = comparison }

    /// Passes `value` on unless its key equals the previous passed value's.
    @inlinable
    package mutating func next(_ value: Comparison.Element, to sink: Sink<Comparison.Element>) throws {
        let key = try comparison.key(of: value)
        if let previous = lastKey, try comparison.isEqual(previous, key) { return }
        lastKey = key
        sink.forwardNext(value)
    }
}
