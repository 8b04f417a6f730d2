/// How a fixed-arity combining operator calls its result selector with one combination: the nested
/// values of a `SlotChain` spread into the selector's arguments. The conformances (`Selector2` …
/// `Selector8`) are generated; each is one static call, specialised and inlined.
@usableFromInline
package protocol CombiningSelector {
    /// The nested values of one combination, as `SlotChain.Values`.
    associatedtype Values
    /// The selector's result.
    associatedtype Result
    /// The selector's type: `(V1, V2, …) throws -> Result`.
    associatedtype Function

    /// Calls `function` with `values` spread into its arguments.
    static func call(_ function: Function, _ values: Values) throws -> Result
}

/// One step of a fixed-arity combining operator, as it crosses the queue: a value of one of the
/// sources (nested by position, see `SlotValue`), an error, or the completion of source `index`.
@usableFromInline
package enum CombiningOperation<SourceValue> {
    case value(SourceValue)
    case error(Error)
    case completed(Int)

    /// The operation for `event` of source `index`, whose values become `.value(whole(value))`.
    @inlinable
    package init<Value>(_ event: Event<Value>, from index: Int, _ whole: (Value) -> SourceValue) {
        switch event {
        case .next(let value): self = .value(whole(value))
        case .error(let error): self = .error(error)
        case .completed: self = .completed(index)
        }
    }
}

/// The state machine of every fixed-arity `combineLatest` and `zip`: the slots, which sources
/// completed, and the selector. One generic type for all arities and both operators.
///
/// Rules: a combination is sent when every slot is ready. `combineLatest` (slots that stay ready)
/// completes when every source completed, or — as RxSwift's — when a source sends while every
/// other source completed and a slot is still empty; `zip` (consuming slots) completes only once every
/// source completed, as RxSwift's fixed-arity `zip`. Any error, or the selector throwing, fails it.
@usableFromInline
package struct CombiningState<Chain: SlotChain, Selector: CombiningSelector>: SerialSinkState
where Selector.Values == Chain.Values {
    @usableFromInline package typealias Operation = CombiningOperation<Chain.SourceValue>
    @usableFromInline package typealias Output = Selector.Result

    @usableFromInline package let resultSelector: Selector.Function
    @usableFromInline package let allSourcesCompleted: Int
    @usableFromInline package var slots = Chain()
    /// Bit `i` is set once source `i` completed.
    @usableFromInline package var completedSources = 0

    /// - Parameters:
    ///   - sourceCount: how many slots the chain has.
    ///   - resultSelector: combines one value of each source.
    @inlinable
    package init(sourceCount: Int, _ resultSelector: Selector.Function) {
        self.resultSelector = resultSelector
        allSourcesCompleted = (1 << sourceCount) - 1
    }

    @inlinable
    package mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>) {
        switch consume operation {
        case .value(let value):
            sendIfReady(from: slots.receive(value), sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completedSources |= 1 << index
            if completedSources == allSourcesCompleted { sink.forwardCompleted() }
        }
    }

    /// Sends the next combination if every slot is ready; `index` is the source that just sent.
    @inlinable
    package mutating func sendIfReady(from index: Int, _ sink: SerialSink<Self>) {
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
    package func observable(_ sources: Chain.Sources, operatorName: StaticString = #function) -> Observable<Output> {
        let subscribe: (Chain.Sources, SerialSink<Self>) -> Void = Chain.subscriber(from: 0, as: { $0 })
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            subscribe(sources, sink)
            return sink
        }, operatorName: operatorName)
    }
}
