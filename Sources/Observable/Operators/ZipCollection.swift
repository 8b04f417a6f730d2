/// The state of a `zip` over a collection of sources: each source's unpaired values and which
/// sources completed.
@usableFromInline
struct ZipCollectionState<Element, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case next(Int, Element)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: ([Element]) throws -> Result
    @usableFromInline var buffers: [ElementBuffer<Element>]
    @usableFromInline var completed: [Bool]

    @inlinable
    init(count: Int, _ resultSelector: @escaping ([Element]) throws -> Result) {
        self.resultSelector = resultSelector
        buffers = Array(repeating: ElementBuffer(), count: count)
        completed = Array(repeating: false, count: count)
    }

    @inlinable
    static func operation(_ index: Int) -> (Event<Element>) -> Operation {
        { event in
            switch event {
            case .next(let value): return .next(index, value)
            case .error(let error): return .error(error)
            case .completed: return .completed(index)
            }
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .next(let index, let value):
            buffers[index].append(value)
            guard buffers.allSatisfy({ !$0.isEmpty }) else { return }
            var values: [Element] = []
            values.reserveCapacity(buffers.count)
            for index in buffers.indices { values.append(buffers[index].removeFirst()) }
            let result: Result
            do { result = try resultSelector(values) } catch { return sink.forwardError(error) }
            sink.forwardNext(result)
            completeIfExhausted(sink)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            completed[index] = true
            completeIfExhausted(sink)
        }
    }

    /// Completes once a completed source has no value left to pair: no further array is possible.
    @inlinable
    func completeIfExhausted(_ sink: SerialSink<Self>) {
        for index in buffers.indices where completed[index] && buffers[index].isEmpty {
            return sink.forwardCompleted()
        }
    }
}

extension ObservableType {
    /// Pairs the values of every source in `sources` in order — the first of each, then the second of
    /// each, … — combined with `resultSelector`. Completes at once for an empty collection, otherwise
    /// once a completed source has no unpaired value left; fails as soon as any source fails or the
    /// selector throws.
    @inlinable
    public static func zip<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return Observable(attachWithLifetime: { downstream, lifetime in
            if observables.isEmpty {
                downstream(.completed)
                return Disposables.create()
            }
            typealias State = ZipCollectionState<Sources.Element.Element, Element>
            let sink = SerialSink(State(count: observables.count, resultSelector), downstream, lifetime: lifetime)
            for (index, observable) in observables.enumerated() {
                sink.subscribe(observable, State.operation(index))
            }
            return sink
        })
    }

    /// Pairs the values of every source in `sources` in order, as arrays in collection order.
    /// Completion and errors as in `zip(_:resultSelector:)`.
    @inlinable
    public static func zip<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(sources, resultSelector: { $0 })
    }
}
