/// The state of a combining operator over a collection of sources (`combineLatest` with `LatestValue`
/// slots, `zip` with `ElementBuffer` slots): one slot per source, how many are ready and which completed.
@usableFromInline
package struct CombiningCollectionState<Slot: CombiningSlot, Result>: SerialSinkState {
    @usableFromInline package typealias Output = Result

    @usableFromInline package typealias Operation = CombiningCollectionOperation<Slot.Value>

    @usableFromInline package let resultSelector: ([Slot.Value]) throws -> Result
    @usableFromInline package var slots: [Slot]
    @usableFromInline package var completed: [Bool]
    /// How many slots are ready, so a value need not look at every other slot.
    @usableFromInline package var readyCount = 0
    @usableFromInline package var completedCount = 0

    @inlinable
    package init(count: Int, _ resultSelector: @escaping ([Slot.Value]) throws -> Result) {
        self.resultSelector = resultSelector
        slots = Array(repeating: Slot(), count: count)
        completed = Array(repeating: false, count: count)
    }

    @inlinable
    package mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .next(let index, let value):
            if !slots[index].isReady { readyCount += 1 }
            slots[index].receive(value)
            sendIfReady(from: index, sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            guard !completed[index] else { return }
            completed[index] = true
            completedCount += 1
            if completedCount == completed.count { sink.forwardCompleted() }
        }
    }

    /// Sends the next combination, in collection order, if every slot is ready; fails if the selector
    /// throws. `index` is the source that just sent: when a slot is not ready and every other source
    /// completed, no combination can ever come and the operator completes (RxSwift's rule for both
    /// collection forms, `combineLatest` and `zip`).
    @inlinable
    package mutating func sendIfReady(from index: Int, _ sink: SerialSink<Self>) {
        guard readyCount == slots.count else {
            if completedCount - (completed[index] ? 1 : 0) == slots.count - 1 { sink.forwardCompleted() }
            return
        }
        var values: [Slot.Value] = []
        values.reserveCapacity(slots.count)
        for index in slots.indices {
            values.append(slots[index].take())
            if Slot.takingConsumes && !slots[index].isReady { readyCount -= 1 }
        }
        let result: Result
        do { result = try resultSelector(values) } catch { return sink.forwardError(error) }
        sink.forwardNext(result)
    }

    /// Subscribes to `sources` in order through one `SerialSink` per subscription, each starting from a
    /// copy of this (empty) state. With no source it ends at once: `combineLatest` first sends the
    /// selector's result for no values (an error if the selector throws), `zip` only completes.
    @inlinable
    package func observable(_ sources: [Observable<Slot.Value>], operatorName: StaticString = #function) -> Observable<Result> {
        Observable(attachWithLifetime: { downstream, lifetime in
            if sources.isEmpty {
                // As RxSwift: `combineLatest` of no sources has one combination, of no values (every
                // source has a latest value), sent at once; `zip` has no first values to pair.
                if !Slot.takingConsumes {
                    do { downstream(.next(try resultSelector([]))) } catch {
                        downstream(.error(error))
                        return Disposables.create()
                    }
                }
                downstream(.completed)
                return Disposables.create()
            }
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            for (index, source) in sources.enumerated() {
                sink.subscribe(source, tag: index) { index, event in
                    switch event {
                    case .next(let value): return .next(index, value)
                    case .error(let error): return .error(error)
                    case .completed: return .completed(index)
                    }
                }
            }
            return sink
        }, operatorName: operatorName)
    }
}

/// One step of a combining operator over a collection: a value of source `index`, an error, or the
/// completion of source `index`. Generic over the value itself (not the slot), so moving it through
/// the queue needs no associated-type lookups.
@usableFromInline
package enum CombiningCollectionOperation<Value> {
    case next(Int, Value)
    case error(Error)
    case completed(Int)
}

extension CombiningCollectionState {
    /// An observable running a fresh state over `sources` (in collection order) for each subscription.
    @inlinable
    package static func observable<Sources: Collection>(
        _ sources: Sources, _ resultSelector: @escaping ([Slot.Value]) throws -> Result, operatorName: StaticString = #function
    ) -> Observable<Result> where Sources.Element: ObservableType, Sources.Element.Element == Slot.Value {
        let observables = sources.map { $0.asObservable() }
        return Self(count: observables.count, resultSelector).observable(observables, operatorName: operatorName)
    }
}
