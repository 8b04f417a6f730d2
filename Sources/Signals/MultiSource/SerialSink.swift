// MultiSource: the building blocks the operators over several sources share
//
// Every multi-source operator is a **state machine** (a `SerialSinkState`: plain value type, one
// `apply(operation, sink)` per event, no locks) run by one **storage** type, `SerialSink`, which
// owns the queueing (`SerialQueue`: serialized from any thread, reentrant sends queued, bounded
// backlog), the subscriptions to the sources, the downstream handler and disposal. The state never
// sees a lock or a thread; the sink never sees operator logic. That is swift-async-algorithms'
// StateMachine/Storage split, except that `apply` calls the sink's few effects (`forwardNext`,
// `forwardError`, `forwardCompleted`, `subscribe`, `subscriptions.remove`) directly instead of
// returning them as actions — they run on the drainer, never under a lock, so no action enum is
// needed to keep user code out of locks.
//
// - `SerialSink` / `SerialSinkState`: storage + state protocol; a source is let go of at its
//   terminal event. Used by all below. Each source subscription is one `SourceSubscription`.
// - `SerialSinkObservable`: one outer source → one `SerialSink` per subscription. Used by
//   `FlatMapState` users.
// - `FlatMapState` + `InnerSubscriptions`: higher-order state; `Strategy` = merge(maxConcurrent) /
//   latest / first. Used by `flatMap`, `merge()`, `merge(maxConcurrent:)`, `concatMap`,
//   `concat()`, `flatMapLatest`, `switchLatest`, `flatMapFirst`.
// - `SourceSequenceState`: run a sequence of observables one after another. Used by `concat(_:)`,
//   `catch(_ sequence:)`, `retry`, `retry(_:)`.
// - `UntilState`: a gate another source shuts or opens. Used by `take(until:)`, `skip(until:)`.
// - `CombiningState` + `SlotChain` + `CombiningSlot`: one generic state for every arity; generated
//   per arity: entry points, `SelectorN`, `CombiningNOperation` (`Scripts/generate-arities.py`).
//   Used by `combineLatest`, `zip` (2–8 sources).
// - `CombiningCollectionState`: the same over an array of slots. Used by `combineLatest([…])`,
//   `zip([…])`.
// - `SharedMembersLifetime`: a `share`'s source stops once every subscriber ended. Used by
//   `share`.
//
// Still separate engines, each for a reason: `Sink`/`lift` (single-source operators: no queue
// needed, the cheapest path; the hot ones — map, filter, compactMap, distinctUntilChanged, scan,
// take, skip, withUnretained — as a `SinkStep` in a `StepSink`, one object per subscription;
// a following `filter` or `distinctUntilChanged` folded into the sink of `map`, `filter` or
// `compactMap`, see `FusibleObservable`),
// `TimedSink` (time operators: a class per operator, wired by one
// `timed(startingTimerAfter:_:)`), `ObserveOnSink`/`SubscribeOnSink` (they hop threads),
// `SharedSource` (fan-out through a `Broadcaster`) and `SerializingSink` (`create`: moving it onto
// `SerialSink` cost 389 instead of 235 instructions per value, measured with callgrind).
//
// **Subscribing to a relay or subject.** An operator sink that holds its upstream subscription and
// whose handler captures it subscribes with `subscribe(sink:handler:)` (a `share` does the same for
// such a sink, through `Lifetime.operatorSink`): the broadcaster's `Subscriber` then keeps that
// handler in a `let` and calls it without a retain per value (`Subscriber.keptHandler`).
//
// **Subscribing from `apply`.** A subscription the state asks for while it runs (an inner, the
// next source) is made once the drainer has stopped draining (`SerialSink.subscribe`,
// `startPendingSubscriptions`, reported by the queue's slow path through `QueueState.deferredBit`):
// a synchronous source then delivers each value as it sends it instead of piling it up behind
// the operation that subscribed it (CONTRACT §7).
//
// **Early stopping.** Every operator engine is a `Lifetime` for its upstream: a synchronous source
// (`from`, `of`, `range`, `repeatElement`, the `concat`/`retry` loops) checks it before each value
// and stops once the subscriber at the end of the chain ended, before any disposable exists
// (`EarlyStoppingTests`). A `create` closure cannot see it.
//
// **`@exclusivity(unchecked)`**: each such field states, next to it, why no two accesses overlap
// (drainer-owned, `run` never re-entered).

/// The per-subscription logic of a multi-source operator (`combineLatest`, `zip`, `merge`,
/// `withLatestFrom`, `flatMap`, …): a state machine driven by one `Operation` at a time.
///
/// `apply` is only ever called by the owning `SerialSink`'s queue drainer, so the state needs no
/// lock, and no lock is held while it runs (it may call user code and subscribe to more sources).
@usableFromInline
protocol SerialSinkState {
    /// What a source (or the operator itself) submits: `.next(index, value)`, `.completed(index)`, …
    associatedtype Operation
    /// The element type sent downstream.
    associatedtype Output

    /// Runs one operation; sends results with `sink.forwardNext` / `forwardError` / `forwardCompleted`.
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>)
}

/// A subscription `SerialSink.subscribe` was asked for by the queue's own drainer, made later by
/// `startPendingSubscriptions` (`start()`). An object rather than a closure: a `() -> Void` stored
/// in an array is wrapped in a reabstraction thunk, one allocation per deferred subscription.
@usableFromInline
protocol PendingSubscription: AnyObject {
    /// Subscribes to the source, unless the subscription or its sink ended meanwhile.
    func start()
}

/// Runs a multi-source operator for one subscription: every source event becomes an operation on a
/// `SerialQueue`, so state updates and downstream delivery are serialized even when sources send from
/// several threads at once, reentrant sends are queued instead of recursing, and no lock is held while
/// the operator or its subscriber runs.
///
/// Enforces the grammar (nothing after a terminal event); a terminal event or `dispose()` disposes
/// every source subscription, and nothing is delivered once `dispose()` has returned.
@usableFromInline
final class SerialSink<State: SerialSinkState>: Disposable, Lifetime, @unchecked Sendable {
    @usableFromInline
    enum Step {
        case operation(State.Operation)
        case release
    }

    @usableFromInline let queue = SerialQueue<Step>()
    /// Raised by `dispose()` or by the terminal event, whichever comes first.
    @usableFromInline let disposed = OnceFlag()
    /// The lifetime of the subscriber this sink serves.
    @usableFromInline let downstreamLifetime: Lifetime
    /// Every source (and inner) subscription; disposed on a terminal event or on `dispose()`.
    @usableFromInline let subscriptions = CompositeDisposable()

    // `@exclusivity(unchecked)`: why `state` and `downstream` need neither a lock nor the runtime's
    // access check. (1) They are read and written only inside `run`, and only the queue's current
    // drainer runs it; the drainer role passes between threads through the queue's lock, so every
    // access happens-before the next one on whichever thread. (2) `run` is never re-entered: a
    // `submit` made while `apply` runs (by the state, a source or the subscriber) finds this thread
    // draining and is queued, so the modify access `state.apply` holds for its whole run never
    // overlaps another access to `state`. Inside it, `forward…` touch `downstream` only.
    @usableFromInline @exclusivity(unchecked) var state: State
    @usableFromInline @exclusivity(unchecked) var downstream: EventHandler<State.Output>?

    /// The subscriptions `subscribe` was asked for by the queue's own drainer (from `apply`), oldest
    /// first, made once that thread stopped draining (`startPendingSubscriptions`). Guarded by the
    /// queue's order lock (never held while anyone subscribes or runs user code).
    @usableFromInline @exclusivity(unchecked) var pendingSubscriptions = ContiguousArray<PendingSubscription>()
    /// Whether a thread is making the pending subscriptions; the others leave theirs to it, which
    /// makes a run of sources that end while subscribing a loop, not a recursion. Guarded by the
    /// queue's order lock.
    @usableFromInline @exclusivity(unchecked) var isStartingPendingSubscriptions = false

    @usableFromInline
    init(_ state: State, _ downstream: @escaping EventHandler<State.Output>, lifetime: Lifetime) {
        self.state = state
        self.downstream = downstream
        downstreamLifetime = lifetime
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the operator has stopped: disposed, or a terminal event was sent. Drainer only.
    @inlinable var isStopped: Bool { downstream == nil || disposed.isRaised }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    @usableFromInline var hasEnded: Bool { disposed.isRaised || downstreamLifetime.hasEnded }

    /// Runs `operation` on the state now, or queues it behind the operation in progress; then, if
    /// this caller drained and its drain deferred subscriptions, makes them
    /// (`startPendingSubscriptions`). The queue reports that through its slow path only, so the
    /// uncontended send pays nothing for it.
    @inlinable
    func submit(_ operation: State.Operation) {
        guard !disposed.isRaised else { return }
        if queue.submit(.operation(operation), { run($0) }) { startPendingSubscriptions() }
    }

    @inlinable
    func run(_ step: Step) {
        switch step {
        case .operation(let operation):
            guard !isStopped else { return }
            state.apply(operation, self)
        case .release:
            downstream = nil
        }
    }

    /// Subscribes to `source`, turning each of its events into an operation. The subscription is
    /// disposed with the sink (at once, if the sink already stopped), and — as RxSwift's operators do —
    /// as soon as `source` sends its terminal event: a source that ended is let go of at once, whatever
    /// the operator does next. Returns its key, for `remove`.
    ///
    /// Asked by the queue's own drainer (from `apply`: an inner of `flatMap`, the next source of
    /// `concat` or `retry`), the subscription is made only once this thread stopped draining: a source
    /// that sends while it is subscribed (`from`, `of`, a `create` loop) then finds the queue idle
    /// and its values are delivered as they are sent, instead of piling up behind the operation that
    /// subscribed it — so an endless one stops at a `take(3)`, and none waits for its own thread.
    ///
    /// `makeOperation` gets `tag` with each event, so a state that tells its subscriptions apart (an
    /// inner's id, a source's index) passes a closure without captures: the subscription is then one
    /// object (`SourceSubscription`) and nothing else.
    @inlinable
    @discardableResult
    func subscribe<Source>(
        _ source: Observable<Source>,
        tag: Int = 0,
        _ makeOperation: @escaping (Int, Event<Source>) -> State.Operation
    ) -> CompositeDisposable.DisposeKey? {
        // Inserted before subscribing, so the subscription knows its key even for a source that ends
        // while it is being subscribed.
        let subscription = SourceSubscription(sink: self, tag: tag, makeOperation: makeOperation)
        guard let key = subscriptions.insert(subscription) else { return nil }
        subscription.key = key
        if queue.isDrainedByCurrentThread {
            subscription.pendingSource = source
            deferSubscription(subscription)
        } else {
            subscription.subscribe(to: source)
        }
        return key
    }

    /// Queues `subscription` for `startPendingSubscriptions`, unless the sink was disposed (`dispose`
    /// raises the flag before it empties the queue under the same lock, so nothing is left behind to
    /// keep the sink alive). Drainer only.
    @usableFromInline
    func deferSubscription(_ subscription: PendingSubscription) {
        queue.withOrderLock {
            guard !disposed.isRaised else { return }
            pendingSubscriptions.append(subscription)
        }
        queue.markSubscriptionsDeferred()
    }

    /// Makes the deferred subscriptions, oldest first, unless another thread is making them (it makes
    /// these too, once the one in progress has returned). Called only by a `submit` whose drain has
    /// ended (`SerialQueue.submit` reports deferral only then), so this thread no longer drains the
    /// queue. Nothing is held while subscribing.
    @usableFromInline @inline(never)
    func startPendingSubscriptions() {
        let claimed = queue.withOrderLock { () -> Bool in
            if isStartingPendingSubscriptions || pendingSubscriptions.isEmpty { return false }
            isStartingPendingSubscriptions = true
            return true
        }
        guard claimed else { return }
        while let subscription = queue.withOrderLock({ () -> PendingSubscription? in
            guard !pendingSubscriptions.isEmpty else {
                isStartingPendingSubscriptions = false
                return nil
            }
            // Oldest first; `removeLast` for the usual one (`removeFirst` shifts through generic code).
            return pendingSubscriptions.count == 1 ? pendingSubscriptions.removeLast() : pendingSubscriptions.removeFirst()
        }) {
            subscription.start()
        }
    }

    /// Sends `value` downstream. Drainer only. Always inlined: it is every operator's per-value path.
    @inlinable @inline(__always)
    func forwardNext(_ value: State.Output) {
        guard let downstream, !disposed.isRaised else { return }
        downstream(.next(value))
    }

    /// Ends the sequence downstream with `error` and disposes every subscription. Drainer only.
    @inlinable func forwardError(_ error: Error) { forwardTerminal(.error(error)) }

    /// Ends the sequence downstream with `.completed` and disposes every subscription. Drainer only.
    @inlinable func forwardCompleted() { forwardTerminal(.completed) }

    @inlinable
    func forwardTerminal(_ event: Event<State.Output>) {
        guard let downstream, disposed.raise() else { return }
        self.downstream = nil
        downstream(event)
        subscriptions.dispose()
    }

    @usableFromInline func dispose() {
        guard disposed.raise() else { return }
        queue.submitNeverWaiting(.release, { run($0) })
        subscriptions.dispose()
        // The deferred subscriptions would be skipped; dropped here (outside the lock), they no
        // longer keep this sink alive.
        let dropped = queue.withOrderLock { () -> ContiguousArray<PendingSubscription> in
            defer { pendingSubscriptions = [] }
            return pendingSubscriptions
        }
        _ = dropped
    }
}
