/// The inner subscriptions of a higher-order operator (`flatMap`, `flatMapLatest`, `flatMapFirst`,
/// `merge(maxConcurrent:)`, `concatMap`, `switchLatest`): which inners are running, by id, and the
/// inner observables waiting for a free slot, oldest first.
///
/// Plain bookkeeping, owned by one `SerialSink` state and so touched by its drainer only; it never
/// calls user code itself (subscribing to an inner may, and happens in `start`).
@usableFromInline
struct InnerSubscriptions<Inner> {
    /// The running inner subscriptions: inner id → key in the sink's `subscriptions`.
    @usableFromInline var running: [Int: CompositeDisposable.DisposeKey] = [:]
    /// Inner observables waiting for a free slot, oldest first (`waitingStart` marks the head).
    @usableFromInline var waiting: [Observable<Inner>] = []
    @usableFromInline var waitingStart = 0
    /// The id the next inner gets; ids are never reused, so a late event of an ended inner is told
    /// apart from the events of the inner that replaced it.
    @usableFromInline var nextID = 0

    @inlinable init() {}

    /// Whether no inner runs and none waits.
    @inlinable var isIdle: Bool { running.isEmpty && waitingStart == waiting.count }

    /// Whether the inner with `id` is still running (not ended, not replaced).
    @inlinable func isRunning(_ id: Int) -> Bool { running[id] != nil }

    /// Subscribes to `inner` through `sink`, each of its events becoming `operation(id, event)`.
    /// Events it sends while subscribing are queued behind the current operation, so its key is
    /// recorded before any of them is handled. Nothing is recorded if the sink already stopped.
    @inlinable
    mutating func start<State: SerialSinkState>(
        _ inner: Observable<Inner>, _ sink: SerialSink<State>,
        _ operation: @escaping (Int, Event<Inner>) -> State.Operation
    ) {
        let id = nextID
        nextID += 1
        if let key = sink.subscribe(inner, { operation(id, $0) }) { running[id] = key }
    }

    /// Forgets the inner with `id` and disposes its subscription (nothing happens for an inner that
    /// is not running).
    @inlinable
    mutating func end<State: SerialSinkState>(_ id: Int, _ sink: SerialSink<State>) {
        if let key = running.removeValue(forKey: id) { sink.subscriptions.remove(for: key) }
    }

    /// Ends every running inner (disposing their subscriptions); the waiting ones stay.
    @inlinable
    mutating func endAll<State: SerialSinkState>(_ sink: SerialSink<State>) {
        for key in running.values { sink.subscriptions.remove(for: key) }
        running.removeAll(keepingCapacity: true)
    }

    /// Queues `inner` until a slot is free.
    @inlinable mutating func wait(_ inner: Observable<Inner>) { waiting.append(inner) }

    /// Takes the oldest waiting inner, if any.
    @inlinable
    mutating func nextWaiting() -> Observable<Inner>? {
        guard waitingStart < waiting.count else { return nil }
        let next = waiting[waitingStart]
        waitingStart += 1
        if waitingStart == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingStart = 0
        }
        return next
    }
}
