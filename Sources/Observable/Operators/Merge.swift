/// The state of a static `merge`: how many sources are still running.
@usableFromInline
struct MergeState<Element>: SerialSinkState {
    @usableFromInline typealias Output = Element

    @usableFromInline
    enum Operation {
        case next(Element)
        case error(Error)
        case completed
    }

    @usableFromInline var running: Int

    @inlinable init(sourceCount: Int) { running = sourceCount }

    @inlinable
    static func operation(_ event: Event<Element>) -> Operation {
        switch event {
        case .next(let value): return .next(value)
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .next(let value):
            sink.forwardNext(value)
        case .error(let error):
            sink.forwardError(error)
        case .completed:
            running -= 1
            if running == 0 { sink.forwardCompleted() }
        }
    }
}

extension ObservableType {
    /// Sends the values of every source in `sources` as they come, one at a time. Completes when all
    /// completed (at once for an empty collection); fails as soon as any fails.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element: ObservableType, Sources.Element.Element == Element {
        let observables = sources.map { $0.asObservable() }
        return Observable(attachWithLifetime: { downstream, lifetime in
            if observables.isEmpty {
                downstream(.completed)
                return Disposables.create()
            }
            let sink = SerialSink(MergeState<Element>(sourceCount: observables.count), downstream, lifetime: lifetime)
            for observable in observables { sink.subscribe(observable, MergeState.operation) }
            return sink
        })
    }

    /// Sends the values of every one of `sources` as they come, one at a time. Completes when all
    /// completed; fails as soon as any fails.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources[...])
    }

    /// Sends the values of every source in `sources` as they come, one at a time. Completes when all
    /// completed (at once for an empty array); fails as soon as any fails. Takes concrete observables,
    /// as RxSwift's does, so `Observable<Int>.merge([])` type-checks.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        merge(sources[...])
    }
}

extension ObservableType where Element: ObservableType {
    /// Subscribes to each observable this source sends and sends all their values as they come.
    /// Completes when this source and every inner observable completed; fails as soon as any fails.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}
