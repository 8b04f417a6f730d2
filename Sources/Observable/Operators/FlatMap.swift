/// The state of `flatMap`: which inner subscriptions are still running and whether the outer source
/// completed.
@usableFromInline
struct FlatMapState<Element, InnerElement>: SerialSinkState {
    @usableFromInline typealias Output = InnerElement

    @usableFromInline
    enum Operation {
        case outer(Event<Element>)
        case innerNext(InnerElement)
        case innerCompleted(Int)
        case error(Error)
    }

    @usableFromInline let selector: (Element) throws -> Observable<InnerElement>
    /// The running inner subscriptions, by inner id.
    @usableFromInline var running: [Int: CompositeDisposable.DisposeKey] = [:]
    @usableFromInline var nextInnerID = 0
    @usableFromInline var outerIsDone = false

    @inlinable
    init(_ selector: @escaping (Element) throws -> Observable<InnerElement>) {
        self.selector = selector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .outer(.next(let value)):
            let inner: Observable<InnerElement>
            do { inner = try selector(value) } catch { return sink.forwardError(error) }
            let id = nextInnerID
            nextInnerID += 1
            // Events the inner sends while subscribing are queued behind this operation, so its key is
            // recorded before its completion is handled.
            let key = sink.subscribe(inner) { event in
                switch event {
                case .next(let value): return .innerNext(value)
                case .error(let error): return .error(error)
                case .completed: return .innerCompleted(id)
                }
            }
            if let key { running[id] = key }
        case .outer(.completed):
            outerIsDone = true
            if running.isEmpty { sink.forwardCompleted() }
        case .innerNext(let value):
            sink.forwardNext(value)
        case .innerCompleted(let id):
            if let key = running.removeValue(forKey: id) { sink.subscriptions.remove(for: key) }
            if outerIsDone && running.isEmpty { sink.forwardCompleted() }
        case .outer(.error(let error)), .error(let error):
            sink.forwardError(error)
        }
    }
}

extension ObservableType {
    /// Maps each value to an observable with `selector` and merges the values of all of them, as they
    /// come. Completes when the source and every inner observable completed; fails as soon as any of
    /// them fails or `selector` throws. Disposal disposes the source and every inner subscription.
    @inlinable
    public func flatMap<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observable<Inner.Element> {
        let source = asObservable()
        let makeInner: (Element) throws -> Observable<Inner.Element> = { try selector($0).asObservable() }
        return FlatMapState(makeInner).observable(source) { .outer($0) }
    }
}
