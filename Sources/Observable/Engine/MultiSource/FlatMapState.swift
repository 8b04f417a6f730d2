/// The state machine of every higher-order operator: `flatMap`, `merge()`, `merge(maxConcurrent:)`,
/// `concatMap`, `concat()`, `flatMapLatest`, `switchLatest` and `flatMapFirst`. They differ only in
/// what a new outer value does while inners are running (`Strategy`); the inner bookkeeping is
/// `InnerSubscriptions`, the serialization is the owning `SerialSink`.
///
/// Completes when the outer source and every inner (running or waiting) completed; fails as soon as
/// the outer source or a current inner fails, or `selector` throws.
@usableFromInline
package struct FlatMapState<Element, InnerElement>: SerialSinkState {
    @usableFromInline package typealias Output = InnerElement

    /// What a new outer value does while inners are running.
    @usableFromInline
    package enum Strategy {
        /// Runs at most `maxConcurrent` inners at once (`Int.max`: `flatMap`; 1: `concatMap`); the
        /// others wait, in arrival order.
        case merge(maxConcurrent: Int)
        /// Ends the running inner and starts the new one (`flatMapLatest`, `switchLatest`).
        case latest
        /// Drops the new value, without calling `selector`, while an inner runs (`flatMapFirst`).
        case first
    }

    /// The inner events, the per-value path, are flat (no `Event` nested inside), so moving one
    /// through the queue copies a single enum with few cases.
    @usableFromInline
    package enum Operation {
        /// An event of the outer source.
        case outer(Event<Element>)
        /// A value of the inner with this id.
        case innerNext(Int, InnerElement)
        /// The inner with this id completed.
        case innerCompleted(Int)
        /// The inner with this id failed.
        case error(Int, Error)

        /// The operation for `event` of the inner with `id`.
        @inlinable
        package static func inner(_ id: Int, _ event: Event<InnerElement>) -> Operation {
            switch event {
            case .next(let value): return .innerNext(id, value)
            case .error(let error): return .error(id, error)
            case .completed: return .innerCompleted(id)
            }
        }
    }

    @usableFromInline package let strategy: Strategy
    @usableFromInline package let selector: (Element) throws -> Observable<InnerElement>
    @usableFromInline package var inners = InnerSubscriptions<InnerElement>()
    @usableFromInline package var outerIsDone = false

    /// - Parameters:
    ///   - strategy: what a new outer value does while inners run.
    ///   - selector: maps an outer value to its inner observable, called when the value arrives (not
    ///     at all for a value `.first` drops).
    @inlinable
    package init(_ strategy: Strategy, _ selector: @escaping (Element) throws -> Observable<InnerElement>) {
        self.strategy = strategy
        self.selector = selector
    }

    @inlinable
    package mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .outer(.next(let value)):
            if case .first = strategy, !inners.running.isEmpty { return }
            let inner: Observable<InnerElement>
            do { inner = try selector(value) } catch { return sink.forwardError(error) }
            switch strategy {
            case .merge(let maxConcurrent) where inners.running.count >= maxConcurrent: inners.wait(inner)
            case .latest: inners.endAll(sink); start(inner, sink)
            case .merge, .first: start(inner, sink)
            }
        case .outer(.completed):
            outerIsDone = true
            if inners.isIdle { sink.forwardCompleted() }
        case .innerNext(let id, let value):
            if isStale(id) { return }
            sink.forwardNext(value)
        case .outer(.error(let error)):
            sink.forwardError(error)
        case .error(let id, let error):
            if isStale(id) { return }
            sink.forwardError(error)
        case .innerCompleted(let id):
            if isStale(id) { return }
            inners.end(id, sink)
            if let next = inners.nextWaiting() {
                start(next, sink)
            } else if outerIsDone && inners.running.isEmpty {
                sink.forwardCompleted()
            }
        }
    }

    /// Subscribes to `inner` as a new running inner. Events it sends while subscribing are queued
    /// behind the current operation, so its key is recorded before any of them is handled.
    @inlinable
    package mutating func start(_ inner: Observable<InnerElement>, _ sink: SerialSink<Self>) {
        let id = inners.makeID()
        inners.record(id, sink.subscribe(inner, tag: id) { .inner($0, $1) })
    }

    /// Whether an event of the inner with `id` comes too late: only `.latest` replaces a running
    /// inner, whose queued events are then dropped.
    @inlinable
    package func isStale(_ id: Int) -> Bool {
        if case .latest = strategy { return !inners.isRunning(id) }
        return false
    }
}

extension FlatMapState {
    /// An observable running this state over `source`, or one that fails at once with
    /// `RxError.argumentOutOfRange` for `.merge` with `maxConcurrent` less than 1.
    @inlinable
    package func observable(_ source: Observable<Element>, operatorName: StaticString = #function) -> Observable<InnerElement> {
        if case .merge(let maxConcurrent) = strategy, maxConcurrent < 1 {
            return Observable.ending(with: .error(RxError.argumentOutOfRange), operatorName: operatorName)
        }
        return observable(source, { .outer($1) }, operatorName: operatorName)
    }
}
