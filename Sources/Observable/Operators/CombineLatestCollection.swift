/// The state of a `combineLatest` over a collection of sources: the latest value of each source and
/// how many have sent and completed.
@usableFromInline
struct CombineLatestCollectionState<Element, Result>: SerialSinkState {
    @usableFromInline typealias Output = Result

    @usableFromInline
    enum Operation {
        case next(Int, Element)
        case error(Error)
        case completed(Int)
    }

    @usableFromInline let resultSelector: ([Element]) throws -> Result
    @usableFromInline var latest: [Element?]
    @usableFromInline var completed: [Bool]
    @usableFromInline var sourcesWithValue = 0
    @usableFromInline var completedCount = 0

    @inlinable
    init(count: Int, _ resultSelector: @escaping ([Element]) throws -> Result) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
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
            if latest[index] == nil { sourcesWithValue += 1 }
            latest[index] = value
            guard sourcesWithValue == latest.count else { return }
            let result: Result
            do { result = try resultSelector(latest.map { $0! }) } catch { return sink.forwardError(error) }
            sink.forwardNext(result)
        case .error(let error):
            sink.forwardError(error)
        case .completed(let index):
            guard !completed[index] else { return }
            completed[index] = true
            completedCount += 1
            if completedCount == completed.count || latest[index] == nil { sink.forwardCompleted() }
        }
    }
}

extension ObservableType {
    /// Combines the latest values of every source in `sources` with `resultSelector`, each time any of
    /// them sends, once all have sent. Completes when all completed (at once for an empty collection, or
    /// when one completes without ever sending); fails as soon as any source fails or the selector throws.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableType {
        let observables = sources.map { $0.asObservable() }
        return Observable(attachWithLifetime: { downstream, lifetime in
            if observables.isEmpty {
                downstream(.completed)
                return Disposables.create()
            }
            typealias State = CombineLatestCollectionState<Sources.Element.Element, Element>
            let sink = SerialSink(State(count: observables.count, resultSelector), downstream, lifetime: lifetime)
            for (index, observable) in observables.enumerated() {
                sink.subscribe(observable, State.operation(index))
            }
            return sink
        })
    }

    /// Sends an array of the latest values of every source in `sources`, in collection order, each time
    /// any of them sends, once all have sent. Completion and errors as in `combineLatest(_:resultSelector:)`.
    @inlinable
    public static func combineLatest<Sources: Collection>(_ sources: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(sources, resultSelector: { $0 })
    }
}
