/// The state of `flatMapLatest`: the one inner subscription that is current and whether the outer
/// source completed.
@usableFromInline
struct FlatMapLatestState<Element, InnerElement>: SerialSinkState {
    @usableFromInline typealias Output = InnerElement

    @usableFromInline
    enum Operation {
        case outer(Event<Element>)
        /// An event of the inner with this id; ignored unless that inner is still current.
        case inner(Int, Event<InnerElement>)
    }

    @usableFromInline let selector: (Element) throws -> Observable<InnerElement>
    /// The current inner's id; events of earlier inners still queued are dropped.
    @usableFromInline var currentID = 0
    @usableFromInline var current: CompositeDisposable.DisposeKey?
    @usableFromInline var innerIsRunning = false
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
            if let current { sink.subscriptions.remove(for: current) }
            currentID += 1
            innerIsRunning = true
            let id = currentID
            current = sink.subscribe(inner) { event in .inner(id, event) }
        case .outer(.completed):
            outerIsDone = true
            if !innerIsRunning { sink.forwardCompleted() }
        case .outer(.error(let error)):
            sink.forwardError(error)
        case .inner(let id, let event):
            guard id == currentID, innerIsRunning else { return }
            switch event {
            case .next(let value):
                sink.forwardNext(value)
            case .error(let error):
                sink.forwardError(error)
            case .completed:
                innerIsRunning = false
                if let current { sink.subscriptions.remove(for: current) }
                current = nil
                if outerIsDone { sink.forwardCompleted() }
            }
        }
    }
}

extension ObservableType {
    /// Maps each value to an observable with `selector` and sends the values of the latest one only:
    /// a new source value disposes the previous inner subscription before subscribing the next.
    /// Completes when the source and the current inner completed; fails as soon as either fails or
    /// `selector` throws.
    @inlinable
    public func flatMapLatest<Inner: ObservableType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        let makeInner: (Element) throws -> Observable<Inner.Element> = { try selector($0).asObservable() }
        return FlatMapLatestState(makeInner).observable(source) { .outer($0) }
    }
}
