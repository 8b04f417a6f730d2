/// The slots of a fixed-arity combining operator (`combineLatest`, `zip` of 2 to 8 sources), one per
/// source, as a chain of links: `SlotLink<S1, SlotLink<S2, SlotChainEnd>>`. Written once for every
/// arity; the generated code only names the chain (`Slots2` …) and puts each source's value into its
/// link (`Combining2Operation.route`). A combination comes out nested, `(V1, (V2, ()))`, and is
/// spread into the selector by `Selector2` …; everything stays typed and specialised, so keeping a
/// value and taking a combination allocate nothing.
@usableFromInline
package protocol SlotChain {
    /// The values of one combination, nested: `(V1, (V2, ()))`.
    associatedtype Values

    /// Empty slots.
    init()

    /// Whether taking a value removes it (`zip`'s `ElementBuffer`, not `combineLatest`'s `LatestValue`).
    static var takingConsumes: Bool { get }

    /// Whether every slot has a value for the next combination.
    var isReady: Bool { get }

    /// Takes one combination. Every slot must be ready.
    mutating func take() -> Values
}

/// The end of a slot chain: no slot, always ready.
@usableFromInline
package struct SlotChainEnd: SlotChain {
    @usableFromInline package typealias Values = Void

    @inlinable package init() {}
    @inlinable package static var takingConsumes: Bool { false }
    @inlinable package var isReady: Bool { true }
    @inlinable package func take() {}
}

/// One source's slot followed by the slots of the sources after it.
@usableFromInline
package struct SlotLink<Slot: CombiningSlot, Rest: SlotChain>: SlotChain {
    @usableFromInline package typealias Values = (Slot.Value, Rest.Values)

    @usableFromInline package var slot = Slot()
    @usableFromInline package var rest = Rest()

    @inlinable package init() {}

    /// Every slot of a chain is of the same kind, so the first one speaks for all.
    @inlinable package static var takingConsumes: Bool { Slot.takingConsumes }

    @inlinable package var isReady: Bool { slot.isReady && rest.isReady }

    @inlinable package mutating func take() -> Values { (slot.take(), rest.take()) }
}
