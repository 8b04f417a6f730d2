/// The state machine of every higher-order operator: `flatMap`, `merge()`, `merge(maxConcurrent:)`,
/// `concatMap`, `concat()`, `flatMapLatest`, `switchLatest` and `flatMapFirst`. They differ only in
/// what a new outer value does while inners are running (`Strategy`); the inner bookkeeping is
/// `InnerSubscriptions`, the serialization is the owning `SerialSink`.
///
/// Completes when the outer source and every inner (running or waiting) completed; fails as soon as
/// the outer source or a current inner fails, or `selector` throws.
@usableFromInline
struct FlatMapState<Element, InnerElement>: SerialSinkState {
    @usableFromInline typealias Output = InnerElement

    /// What a new outer value does while inners are running.
    @usableFromInline
    enum Strategy {
        /// Runs at most `maxConcurrent` inners at once (`Int.max`: `flatMap`; 1: `concatMap`); the
        /// others wait, in arrival order.
        case merge(maxConcurrent: Int)
        /// Ends the running inner and starts the new one (`flatMapLatest`, `switchLatest`).
        case latest
        /// Drops the new value, without calling `selector`, while an inner runs (`flatMapFirst`).
        case first
    }

    @usableFromInline
    enum Operation {
        case outer(Event<Element>)
        /// An event of the inner with this id.
        case inner(Int, Event<InnerElement>)
    }

    @usableFromInline let strategy: Strategy
    @usableFromInline let selector: (Element) throws -> Observable<InnerElement>
    @usableFromInline var inners = InnerSubscriptions<InnerElement>()
    @usableFromInline var outerIsDone = false

    /// - Parameters:
    ///   - strategy: what a new outer value does while inners run.
    ///   - selector: maps an outer value to its inner observable, called when the value arrives (not
    ///     at all for a value `.first` drops).
    @inlinable
    init(_ strategy: Strategy, _ selector: @escaping (Element) throws -> Observable<InnerElement>) {
        self.strategy = strategy
        self.selector = selector
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .outer(.next(let value)):
            if case .first = strategy, !inners.running.isEmpty { return }
            let inner: Observable<InnerElement>
            do { inner = try selector(value) } catch { return sink.forwardError(error) }
            switch strategy {
            case .merge(let maxConcurrent) where inners.running.count >= maxConcurrent: inners.wait(inner)
            case .latest: inners.endAll(sink); inners.start(inner, sink, Operation.inner)
            case .merge, .first: inners.start(inner, sink, Operation.inner)
            }
        case .outer(.completed):
            outerIsDone = true
            if inners.isIdle { sink.forwardCompleted() }
        case .outer(.error(let error)):
            sink.forwardError(error)
        case .inner(let id, let event):
            // Only `.latest` replaces a running inner, whose queued events are then stale.
            if case .latest = strategy, !inners.isRunning(id) { return }
            switch event {
            case .next(let value): sink.forwardNext(value)
            case .error(let error): sink.forwardError(error)
            case .completed:
                inners.end(id, sink)
                if let next = inners.nextWaiting() {
                    inners.start(next, sink, Operation.inner)
                } else if outerIsDone && inners.running.isEmpty {
                    sink.forwardCompleted()
                }
            }
        }
    }
}

extension FlatMapState {
    /// An observable running this state over `source`, or one that fails at once with
    /// `RxError.argumentOutOfRange` for `.merge` with `maxConcurrent` less than 1.
    @inlinable
    func observable(_ source: Observable<Element>) -> Observable<InnerElement> {
        if case .merge(let maxConcurrent) = strategy, maxConcurrent < 1 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return observable(source) { .outer($0) }
    }
}
