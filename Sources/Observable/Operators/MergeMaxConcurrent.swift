/// The state of `merge(maxConcurrent:)` and `concatMap`: at most `maxConcurrent` inner subscriptions
/// run at once; the inner observables that arrive while all slots are taken wait, in arrival order,
/// and are subscribed one by one as running inners complete.
@usableFromInline
struct MergeMaxConcurrentState<Element, InnerElement>: SerialSinkState {
    @usableFromInline typealias Output = InnerElement

    @usableFromInline
    enum Operation {
        case outer(Event<Element>)
        case innerNext(InnerElement)
        case innerCompleted(Int)
        case error(Error)
    }

    @usableFromInline let selector: (Element) throws -> Observable<InnerElement>
    @usableFromInline let maxConcurrent: Int
    /// The running inner subscriptions, by inner id.
    @usableFromInline var running: [Int: CompositeDisposable.DisposeKey] = [:]
    /// Inner observables waiting for a free slot, oldest first (`waitingStart` marks the head).
    @usableFromInline var waiting: [Observable<InnerElement>] = []
    @usableFromInline var waitingStart = 0
    @usableFromInline var nextInnerID = 0
    @usableFromInline var outerIsDone = false

    /// - Parameters:
    ///   - maxConcurrent: how many inner subscriptions may run at once; at least 1.
    ///   - selector: maps an outer value to its inner observable, called when the value arrives.
    @inlinable
    init(maxConcurrent: Int, _ selector: @escaping (Element) throws -> Observable<InnerElement>) {
        self.maxConcurrent = maxConcurrent
        self.selector = selector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .outer(.next(let value)):
            let inner: Observable<InnerElement>
            do { inner = try selector(value) } catch { return sink.forwardError(error) }
            if running.count < maxConcurrent { start(inner, sink) } else { waiting.append(inner) }
        case .outer(.completed):
            outerIsDone = true
            if running.isEmpty { sink.forwardCompleted() }
        case .innerNext(let value):
            sink.forwardNext(value)
        case .innerCompleted(let id):
            if let key = running.removeValue(forKey: id) { sink.subscriptions.remove(for: key) }
            if waitingStart < waiting.count {
                let next = waiting[waitingStart]
                waitingStart += 1
                if waitingStart == waiting.count { waiting.removeAll(keepingCapacity: true); waitingStart = 0 }
                start(next, sink)
            } else if outerIsDone && running.isEmpty {
                sink.forwardCompleted()
            }
        case .outer(.error(let error)), .error(let error):
            sink.forwardError(error)
        }
    }

    /// Subscribes to `inner` in a new slot. Events it sends while subscribing are queued behind the
    /// current operation, so its key is recorded before its completion is handled.
    @inlinable
    mutating func start(_ inner: Observable<InnerElement>, _ sink: SerialSink<Self>) {
        let id = nextInnerID
        nextInnerID += 1
        let key = sink.subscribe(inner) { event in
            switch event {
            case .next(let value): return .innerNext(value)
            case .error(let error): return .error(error)
            case .completed: return .innerCompleted(id)
            }
        }
        if let key { running[id] = key }
    }
}

extension MergeMaxConcurrentState {
    /// An observable running this state over `source`, or one that fails at once with
    /// `RxError.argumentOutOfRange` when `maxConcurrent` is less than 1.
    @inlinable
    func observable(_ source: Observable<Element>) -> Observable<InnerElement> {
        guard maxConcurrent >= 1 else { return Observable.error(RxError.argumentOutOfRange) }
        return observable(source) { .outer($0) }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to the observables this source sends, at most `maxConcurrent` at a time, and sends
    /// their values as they come. An observable that arrives while `maxConcurrent` are running waits
    /// (in arrival order) until one of them completes.
    ///
    /// Completes when this source and every inner observable (running or waiting) completed; fails as
    /// soon as this source or a running inner fails. Events are delivered one at a time even when the
    /// sources send from several threads, and nothing follows the terminal event. Disposal disposes
    /// this source and every running inner subscription, and drops the waiting ones.
    ///
    /// - Parameter maxConcurrent: how many inner subscriptions may run at once. A value less than 1
    ///   is a programming error: the result then fails at once with `RxError.argumentOutOfRange`.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeMaxConcurrentState(maxConcurrent: maxConcurrent) { (inner: Element) in inner.asObservable() }
            .observable(asObservable())
    }
}
