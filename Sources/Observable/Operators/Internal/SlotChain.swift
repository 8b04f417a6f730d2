/// The slots of a fixed-arity combining operator (`combineLatest`, `zip` of 2 to 8 sources), one per
/// source, as a chain of links: `SlotLink<S1, SlotLink<S2, SlotChainEnd>>`. Written once for every
/// arity; the generated code only names the chain. Values, steps and sources nest the same way
/// (`(V1, (V2, ()))`), so everything stays typed and specialised: keeping a value and taking a
/// combination allocate nothing.
@usableFromInline
protocol SlotChain {
    /// The values of one combination, nested: `(V1, (V2, ()))`.
    associatedtype Values
    /// A value of one of the sources, tagged with its place in the chain.
    associatedtype Step
    /// The sources, nested as `Values`: `(Observable<V1>, (Observable<V2>, ()))`.
    associatedtype Sources

    /// Empty slots.
    init()

    /// Whether taking a value removes it (`zip`'s `ElementBuffer`, not `combineLatest`'s `LatestValue`).
    static var takingConsumes: Bool { get }

    /// Whether every slot has a value for the next combination.
    var isReady: Bool { get }

    /// Keeps the value `step` carries in its slot; returns that slot's index in this chain.
    mutating func receive(_ step: Step) -> Int

    /// Takes one combination. Every slot must be ready.
    mutating func take() -> Values

    /// Subscribes to `sources` through `sink`, the first as source `index`: each value becomes
    /// `.value(Path.lift(step))`, each end `.error` or `.completed(index of its source)`.
    static func subscribe<Path: SlotPath, Selector: CombiningSelector>(
        _ sources: Sources, from index: Int, _ sink: SerialSink<CombiningState<Path.Root, Selector>>, _ path: Path.Type
    ) where Path.Target == Self, Selector.Values == Path.Root.Values
}

/// The end of a slot chain: no slot, always ready.
@usableFromInline
struct SlotChainEnd: SlotChain {
    @usableFromInline typealias Values = Void
    @usableFromInline typealias Step = Never
    @usableFromInline typealias Sources = Void

    @inlinable init() {}
    @inlinable static var takingConsumes: Bool { false }
    @inlinable var isReady: Bool { true }
    @inlinable func receive(_ step: Never) -> Int {}
    @inlinable func take() {}

    @inlinable
    static func subscribe<Path: SlotPath, Selector: CombiningSelector>(
        _ sources: Void, from index: Int, _ sink: SerialSink<CombiningState<Path.Root, Selector>>, _ path: Path.Type
    ) where Path.Target == Self, Selector.Values == Path.Root.Values {}
}

/// One source's slot followed by the slots of the sources after it.
@usableFromInline
struct SlotLink<Slot: CombiningSlot, Rest: SlotChain>: SlotChain {
    @usableFromInline
    enum Step {
        case here(Slot.Value)
        case later(Rest.Step)
    }

    @usableFromInline typealias Values = (Slot.Value, Rest.Values)
    @usableFromInline typealias Sources = (Observable<Slot.Value>, Rest.Sources)

    @usableFromInline var slot = Slot()
    @usableFromInline var rest = Rest()

    @inlinable init() {}

    /// Every slot of a chain is of the same kind, so the first one speaks for all.
    @inlinable static var takingConsumes: Bool { Slot.takingConsumes }

    @inlinable var isReady: Bool { slot.isReady && rest.isReady }

    @inlinable
    mutating func receive(_ step: Step) -> Int {
        switch step {
        case .here(let value):
            slot.receive(value)
            return 0
        case .later(let step):
            return 1 + rest.receive(step)
        }
    }

    @inlinable mutating func take() -> Values { (slot.take(), rest.take()) }

    @inlinable
    static func subscribe<Path: SlotPath, Selector: CombiningSelector>(
        _ sources: Sources, from index: Int, _ sink: SerialSink<CombiningState<Path.Root, Selector>>, _ path: Path.Type
    ) where Path.Target == Self, Selector.Values == Path.Root.Values {
        sink.subscribe(sources.0) { event in
            switch event {
            case .next(let value): return .value(Path.lift(.here(value)))
            case .error(let error): return .error(error)
            case .completed: return .completed(index)
            }
        }
        Rest.subscribe(sources.1, from: index + 1, sink, LaterSlots<Path, Slot, Rest>.self)
    }
}

/// Where a sub-chain sits in the whole chain: lifts a step of the sub-chain to a step of the whole,
/// at compile time (the lifts are static and specialised away).
@usableFromInline
protocol SlotPath {
    /// The whole chain.
    associatedtype Root: SlotChain
    /// The sub-chain this path leads to.
    associatedtype Target: SlotChain
    /// `step` of the sub-chain as a step of the whole chain.
    static func lift(_ step: Target.Step) -> Root.Step
}

/// The path to the whole chain itself.
@usableFromInline
enum AllSlots<Chain: SlotChain>: SlotPath {
    @usableFromInline typealias Root = Chain
    @usableFromInline typealias Target = Chain

    @inlinable static func lift(_ step: Chain.Step) -> Chain.Step { step }
}

/// The path to the slots after the first one of `Parent`'s target.
@usableFromInline
enum LaterSlots<Parent: SlotPath, Slot: CombiningSlot, Rest: SlotChain>: SlotPath
where Parent.Target == SlotLink<Slot, Rest> {
    @usableFromInline typealias Root = Parent.Root
    @usableFromInline typealias Target = Rest

    @inlinable static func lift(_ step: Rest.Step) -> Parent.Root.Step { Parent.lift(.later(step)) }
}
