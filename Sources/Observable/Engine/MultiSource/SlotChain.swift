/// The slots of a fixed-arity combining operator (`combineLatest`, `zip` of 2 to 8 sources), one per
/// source, as a chain of links: `SlotLink<S1, SlotLink<S2, SlotChainEnd>>`. Written once for every
/// arity: the chain subscribes its sources in order, puts each value into its source's slot and takes
/// combinations. Its values, sources and combinations all nest the same way, `(V1, (V2, ()))`; the
/// generated code only names the chain (`Slots2` …) and spreads a combination into the selector's
/// arguments (`Selector2` …). Everything stays typed and specialised, so keeping a value and taking a
/// combination allocate nothing; a value reaches the queue through one `whole` closure per position
/// (docs/engine-decisions.md says why not a static path).
@usableFromInline
package protocol SlotChain {
    /// The values of one combination, nested: `(V1, (V2, ()))`.
    associatedtype Values
    /// The sources, nested the same way: `(Observable<V1>, (Observable<V2>, ()))`.
    associatedtype Sources
    /// A value sent by one of the sources, nested by position: `.here(v1)` from the first source,
    /// `.later(.here(v2))` from the second (`Never` for the end of the chain).
    associatedtype SourceValue

    /// Empty slots.
    init()

    /// Whether taking a value removes it (`zip`'s `ElementBuffer`, not `combineLatest`'s `LatestValue`).
    static var takingConsumes: Bool { get }

    /// Whether every slot has a value for the next combination.
    var isReady: Bool { get }

    /// Takes one combination. Every slot must be ready.
    mutating func take() -> Values

    /// Keeps `value` in its source's slot and returns the source's index (0 for this link's own).
    mutating func receive(_ value: SourceValue) -> Int

    /// The function that subscribes a sink to `sources` in order, tagging them `index`, `index + 1`,
    /// …, each value becoming `.value(whole(…))`, a value of the whole chain (`WholeValue`). Made once
    /// per operator: every subscription shares its closures, so subscribing allocates none of them.
    static func subscriber<WholeValue, State: SerialSinkState>(
        from index: Int, as whole: @escaping (SourceValue) -> WholeValue
    ) -> (Sources, SerialSink<State>) -> Void where State.Operation == CombiningOperation<WholeValue>
}

/// The end of a slot chain: no slot, no source, always ready.
@usableFromInline
package struct SlotChainEnd: SlotChain {
    @usableFromInline package typealias Values = Void
    @usableFromInline package typealias Sources = Void
    @usableFromInline package typealias SourceValue = Never

    @inlinable package init() {}
    @inlinable package static var takingConsumes: Bool { false }
    @inlinable package var isReady: Bool { true }
    @inlinable package func take() {}
    @inlinable package func receive(_ value: Never) -> Int {}

    @inlinable
    package static func subscriber<WholeValue, State: SerialSinkState>(
        from index: Int, as whole: @escaping (Never) -> WholeValue
    ) -> (Void, SerialSink<State>) -> Void where State.Operation == CombiningOperation<WholeValue> {
        { _, _ in }
    }
}

/// One source's slot followed by the slots of the sources after it.
@usableFromInline
package struct SlotLink<Slot: CombiningSlot, Rest: SlotChain>: SlotChain {
    @usableFromInline package typealias Values = (Slot.Value, Rest.Values)
    @usableFromInline package typealias Sources = (Observable<Slot.Value>, Rest.Sources)
    @usableFromInline package typealias SourceValue = SlotValue<Slot.Value, Rest.SourceValue>

    @usableFromInline package var slot = Slot()
    @usableFromInline package var rest = Rest()

    @inlinable package init() {}

    /// Every slot of a chain is of the same kind, so the first one speaks for all.
    @inlinable package static var takingConsumes: Bool { Slot.takingConsumes }

    @inlinable package var isReady: Bool { slot.isReady && rest.isReady }

    @inlinable package mutating func take() -> Values { (slot.take(), rest.take()) }

    @inlinable
    package mutating func receive(_ value: SourceValue) -> Int {
        switch value {
        case .here(let value):
            slot.receive(value)
            return 0
        case .later(let value):
            return 1 + rest.receive(value)
        }
    }

    @inlinable
    package static func subscriber<WholeValue, State: SerialSinkState>(
        from index: Int, as whole: @escaping (SourceValue) -> WholeValue
    ) -> (Sources, SerialSink<State>) -> Void where State.Operation == CombiningOperation<WholeValue> {
        let makeOperation: (Int, Event<Slot.Value>) -> CombiningOperation<WholeValue> = { tag, event in
            CombiningOperation(event, from: tag) { whole(.here($0)) }
        }
        let subscribeRest: (Rest.Sources, SerialSink<State>) -> Void = Rest.subscriber(from: index + 1, as: { whole(.later($0)) })
        return { sources, sink in
            sink.subscribe(sources.0, tag: index, makeOperation)
            subscribeRest(sources.1, sink)
        }
    }
}

/// A value sent by one source of a slot chain, nested by the source's position: `.here(value)` is from
/// the link's own source, `.later(…)` from a source after it. `SlotLink.receive` unwraps it into the
/// right slot; a value of the third source is `.later(.later(.here(value)))`.
@usableFromInline
package enum SlotValue<Value, Later> {
    case here(Value)
    case later(Later)
}
