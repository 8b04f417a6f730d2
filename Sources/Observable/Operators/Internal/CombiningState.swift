/// How a fixed-arity combining operator calls its result selector with one combination: the nested
/// values of a `SlotChain` spread into the selector's arguments. The conformances (`Selector2` …
/// `Selector8`) are generated; each is one static call, specialised and inlined.
@usableFromInline
protocol CombiningSelector {
    /// The nested values of one combination, as `SlotChain.Values`.
    associatedtype Values
    /// The selector's result.
    associatedtype Result
    /// The selector's type: `(V1, V2, …) throws -> Result`.
    associatedtype Function

    /// Calls `function` with `values` spread into its arguments.
    static func call(_ function: Function, _ values: Values) throws -> Result
}

/// The state machine of every fixed-arity `combineLatest` and `zip`: the slots (`Chain`), which
/// sources completed, and the selector. One generic type for all arities and both operators.
///
/// Rules: a combination is sent when every slot is ready. `combineLatest` (slots that stay ready)
/// completes when every source completed, or — as RxSwift's — when a source sends while every
/// other source completed and a slot is still empty; `zip` (consuming slots) completes only once every
/// source completed, as RxSwift's fixed-arity `zip`. Any error, or the selector throwing, fails it.
@usableFromInline
struct CombiningState<Chain: SlotChain, Selector: CombiningSelector>: SerialSinkState
where Selector.Values == Chain.Values {
    @usableFromInline typealias Output = Selector.Result

    @usableFromInline
    enum Operation {
        /// A value of one source.
        case value(Chain.Step)
        case error(Error)
        /// Source `index` completed.
        case completed(Int)
    }

    @usableFromInline let resultSelector: Selector.Function
    @usableFromInline let allSourcesCompleted: Int
    @usableFromInline var slots = Chain()
    /// Bit `i` is set once source `i` completed.
    @usableFromInline var completedSources = 0

    /// - Parameters:
    ///   - sourceCount: how many slots `Chain` has.
    ///   - resultSelector: combines one value of each source.
    @inlinable
    init(sourceCount: Int, _ resultSelector: Selector.Function) {
        self.resultSelector = resultSelector
        allSourcesCompleted = (1 << sourceCount) - 1
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .value(let step):
            let index = slots.receive(step)
            sendIfReady(from: index, sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            if completedSources == allSourcesCompleted { sink.forwardCompleted() }
        }
    }

    /// Sends the next combination if every slot is ready; `index` is the source that just sent.
    @inlinable
    mutating func sendIfReady(from index: Int, _ sink: SerialSink<Self>) {
        guard slots.isReady else {
            if !Chain.takingConsumes && completedSources | (1 << index) == allSourcesCompleted {
                sink.forwardCompleted()
            }
            return
        }
        let result: Output
        do { result = try Selector.call(resultSelector, slots.take()) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
    }

    /// Subscribes to `sources` in order through one `SerialSink` per subscription, each starting from
    /// a copy of this (empty) state.
    @inlinable
    func observable(_ sources: Chain.Sources) -> Observable<Output> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            Chain.subscribe(sources, from: 0, sink, AllSlots<Chain>.self)
            return sink
        })
    }
}
