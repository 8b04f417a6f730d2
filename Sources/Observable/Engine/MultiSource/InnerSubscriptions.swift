/// The inner subscriptions of a higher-order operator (`flatMap`, `flatMapLatest`, `flatMapFirst`,
/// `merge(maxConcurrent:)`, `concatMap`, `switchLatest`): which inners are running, by id, and the
/// inner observables waiting for a free slot, oldest first.
///
/// Plain bookkeeping, owned by one `SerialSink` state and so touched by its drainer only; it never
/// calls user code itself (the owning state subscribes the inners).
@usableFromInline
package struct InnerSubscriptions<Inner> {
    /// The running inner subscriptions: inner id (ids ascend) → its key among the sink's subscriptions.
    @usableFromInline package var running = AscendingKeyTable<Int>()
    /// Inner observables waiting for a free slot, oldest first.
    @usableFromInline package var waiting = FIFOBuffer<Observable<Inner>>()
    /// The id the next inner gets; ids are never reused, so a late event of an ended inner is told
    /// apart from the events of the inner that replaced it.
    @usableFromInline package var nextID = 0

    @inlinable package init() {}

    /// Whether no inner runs and none waits.
    @inlinable package var isIdle: Bool { running.isEmpty && waiting.isEmpty }

    /// Whether the inner with `id` is still running (not ended, not replaced).
    @inlinable package func isRunning(_ id: Int) -> Bool { running.contains(id) }

    /// A new inner's id (ids are never reused).
    @inlinable
    package mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Records that the inner with `id` runs under `key` among the sink's subscriptions; `nil` (the
    /// sink already stopped) records nothing.
    @inlinable
    package mutating func record(_ id: Int, _ key: Int?) {
        if let key { running.append(key, key: id) }
    }

    /// Forgets the inner with `id` and disposes its subscription (nothing happens for an inner that
    /// is not running).
    @inlinable
    package mutating func end<State: SerialSinkState>(_ id: Int, _ sink: SerialSink<State>) {
        if let key = running.remove(id) { sink.removeSubscription(key) }
    }

    /// Ends every running inner (disposing their subscriptions); the waiting ones stay.
    @inlinable
    package mutating func endAll<State: SerialSinkState>(_ sink: SerialSink<State>) {
        running.forEach { sink.removeSubscription($0) }
        running.removeAll()
    }

    /// Queues `inner` until a slot is free.
    @inlinable package mutating func wait(_ inner: Observable<Inner>) { waiting.append(inner) }

    /// Takes the oldest waiting inner, if any.
    @inlinable
    package mutating func nextWaiting() -> Observable<Inner>? { waiting.popFirst() }
}
