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

/// What one operation of a fixed-arity combining operator amounts to, once a value is in its slot.
@usableFromInline
package enum CombiningRoute {
    /// Source `index` sent a value, now in its slot.
    case value(Int)
    case error(Error)
    /// Source `index` completed.
    case completed(Int)
}

/// The operations of a fixed-arity combining operator: one flat enum per arity (generated:
/// `Combining2Operation` …), a case per source plus `error` and `completed(index)`, so moving one
/// through the queue copies a single enum.
@usableFromInline
package protocol CombiningOperation {
    /// The slots the values go to.
    associatedtype Chain: SlotChain
    /// The sources, nested as `Chain.Values`: `(Observable<V1>, (Observable<V2>, ()))`.
    associatedtype Sources

    /// A source failed.
    static func error(_ error: Error) -> Self
    /// Source `index` completed.
    static func completed(_ index: Int) -> Self

    /// Puts a value into its slot of `slots` and says which source sent it; or hands on the end.
    func route(into slots: inout Chain) -> CombiningRoute

    /// Subscribes to `sources` through `sink`, in order, each event becoming an operation.
    static func subscribe<Selector: CombiningSelector>(_ sources: Sources, _ sink: SerialSink<CombiningState<Self, Selector>>)
}

extension CombiningOperation {
    /// The operation for `event` of source `index`, whose values become `next(_:)`.
    @inlinable
    package static func from<Value>(_ event: Event<Value>, _ index: Int, _ next: (Value) -> Self) -> Self {
        switch event {
        case .next(let value): return next(value)
        case .error(let error): return .error(error)
        case .completed: return .completed(index)
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
package struct CombiningState<Operation: CombiningOperation, Selector: CombiningSelector>: SerialSinkState
where Selector.Values == Operation.Chain.Values {
    @usableFromInline package typealias Output = Selector.Result

    @usableFromInline package let resultSelector: Selector.Function
    @usableFromInline package let allSourcesCompleted: Int
    @usableFromInline package var slots = Operation.Chain()
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
        switch operation.route(into: &slots) {
        case .value(let index):
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
    package mutating func sendIfReady(from index: Int, _ sink: SerialSink<Self>) {
        guard slots.isReady else {
            if !Operation.Chain.takingConsumes && completedSources | (1 << index) == allSourcesCompleted {
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
    package func observable(_ sources: Operation.Sources) -> Observable<Output> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            Operation.subscribe(sources, sink)
            return sink
        })
    }
}
