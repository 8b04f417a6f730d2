// MultiSource: the building blocks the operators over several sources share
//
// Every multi-source operator is a **state machine** (a `SerialSinkState`: plain value type, one
// `apply(operation, sink)` per event, no locks) run by one **storage** type, `SerialSink`, which
// owns the queueing (`SerialQueue`: serialized from any thread, reentrant sends queued, bounded
// backlog), the subscriptions to the sources, the downstream handler and disposal. The state never
// sees a lock or a thread; the sink never sees operator logic. That is swift-async-algorithms'
// StateMachine/Storage split, except that `apply` calls the sink's few effects (`forwardNext`,
// `forwardError`, `forwardCompleted`, `subscribe`, `removeSubscription`) directly instead of
// returning them as actions — they run on the drainer, never under a lock, so no action enum is
// needed to keep user code out of locks.
//
// - `SerialSink` / `SerialSinkState`: storage + state protocol; a source is let go of at its
//   terminal event. Used by all below. Each source subscription is one `SourceSubscription`,
//   kept by key in an `AscendingKeyTable` (also a `flatMap`'s running inners).
// - `SerialSinkObservable`: one outer source → one `SerialSink` per subscription. Used by
//   `FlatMapState` users.
// - `FlatMapState` + `InnerSubscriptions`: higher-order state; `Strategy` = merge(maxConcurrent) /
//   latest / first. Used by `flatMap`, `merge()`, `merge(maxConcurrent:)`, `concatMap`,
//   `concat()`, `flatMapLatest`, `switchLatest`, `flatMapFirst`.
// - `SourceSequenceState`: run a sequence of observables one after another. Used by `concat(_:)`,
//   `catch(_ sequence:)`, `retry`, `retry(_:)`.
// - `UntilState`: a gate another source shuts or opens. Used by `take(until:)`, `skip(until:)`.
// - `CombiningState` + `SlotChain` (+ `SlotValue`) + `CombiningSlot`: one generic state for every
//   arity; generated per arity: entry points, `SlotsN`, `SelectorN` (`Scripts/generate-arities.py`).
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
// the operation that subscribed it (CONTRACT §7). The deferred subscriptions are made by a second
// `SerialQueue`, `starts`, one operation each: its bound and hand-over keep them from holding a
// thread that happened to start them while another thread keeps deferring more.
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
package protocol SerialSinkState {
    /// What a source (or the operator itself) submits: `.next(index, value)`, `.completed(index)`, …
    associatedtype Operation
    /// The element type sent downstream.
    associatedtype Output

    /// Runs one operation; sends results with `sink.forwardNext` / `forwardError` / `forwardCompleted`.
    mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>)
}

/// Runs a multi-source operator for one subscription: every source event becomes an operation on a
/// `SerialQueue`, so state updates and downstream delivery are serialized even when sources send from
/// several threads at once, reentrant sends are queued instead of recursing, and no lock is held while
/// the operator or its subscriber runs.
///
/// Enforces the grammar (nothing after a terminal event); a terminal event or `dispose()` disposes
/// every source subscription, and nothing is delivered once `dispose()` has returned.
@usableFromInline
package final class SerialSink<State: SerialSinkState>: Disposable, Lifetime, @unchecked Sendable {
    @usableFromInline
    package enum Step {
        case operation(State.Operation)
        case release
    }

    @usableFromInline package let queue = SerialQueue<Step>()
    /// Raised by `dispose()` or by the terminal event, whichever comes first.
    @usableFromInline package let disposed = OnceFlag()
    /// The lifetime of the subscriber this sink serves.
    @usableFromInline package let downstreamLifetime: Lifetime
    /// Every source (and inner) subscription, by key, and those waiting to be made
    /// (`SerialSink+Subscriptions.swift`). Guarded by the queue's order lock (never held while anyone
    /// subscribes or runs user code), so `@exclusivity(unchecked)`: the lock orders every access.
    @usableFromInline @exclusivity(unchecked) package var sources = SourceTable()

    // `@exclusivity(unchecked)`: why `state` and `downstream` need neither a lock nor the runtime's
    // access check. (1) They are read and written only inside `run`, and only the queue's current
    // drainer runs it; the drainer role passes between threads through the queue's lock, so every
    // access happens-before the next one on whichever thread. (2) `run` is never re-entered: a
    // `submit` made while `apply` runs (by the state, a source or the subscriber) finds this thread
    // draining and is queued, so the modify access `state.apply` holds for its whole run never
    // overlaps another access to `state`. Inside it, `forward…` touch `downstream` only.
    @usableFromInline @exclusivity(unchecked) package var state: State
    @usableFromInline @exclusivity(unchecked) package var downstream: EventHandler<State.Output>?

    @usableFromInline
    package init(_ state: State, _ downstream: @escaping EventHandler<State.Output>, lifetime: Lifetime) {
        self.state = state
        self.downstream = downstream
        downstreamLifetime = lifetime
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the operator has stopped: disposed, or a terminal event was sent. Drainer only.
    @inlinable package var isStopped: Bool { downstream == nil || disposed.isRaised }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    @usableFromInline package var hasEnded: Bool { disposed.isRaised || downstreamLifetime.hasEnded }

    /// Runs `operation` on the state now, or queues it behind the operation in progress; then, if
    /// this caller drained and its drain deferred subscriptions, makes them
    /// (`startPendingSubscriptions`). The queue reports that through its slow path only, so the
    /// uncontended send pays nothing for it.
    ///
    /// Uncontended, `operation` is moved straight into `apply`, never copied into a `Step`: an
    /// operation carrying a large value (a struct of two strings) is copied and destroyed through
    /// its type's metadata, which cost the greeting 330 instructions per edit. Written out rather
    /// than through `SerialQueue.submit` with a `run` taking its operation `consuming`, as
    /// `Broadcaster.send` is: that closure was not inlined (combine-4 556 instead of 500, greeting
    /// 8,275 instead of 7,837, callgrind).
    @inlinable
    package func submit(_ operation: consuming State.Operation) {
        guard !disposed.isRaised else { return }
        let deferredSubscriptions: Bool
        if queue.tryBeginDraining() {
            apply(operation)
            deferredSubscriptions = queue.finishDraining { run($0) }
        } else {
            deferredSubscriptions = queue.submitContended(.operation(operation)) { run($0) }
        }
        if deferredSubscriptions { startPendingSubscriptions() }
    }

    /// Runs one step of the queue. Drainer only.
    @inlinable
    package func run(_ step: Step) {
        switch step {
        case .operation(let operation):
            apply(operation)
        case .release:
            downstream = nil
        }
    }

    /// Runs `operation` on the state, unless the sink stopped. Drainer only.
    @inlinable @inline(__always)
    package func apply(_ operation: consuming State.Operation) {
        guard !isStopped else { return }
        state.apply(operation, self)
    }

    /// Sends `value` downstream. Drainer only. Always inlined: it is every operator's per-value path.
    @inlinable @inline(__always)
    package func forwardNext(_ value: State.Output) {
        guard let downstream, !disposed.isRaised else { return }
        downstream(.next(value))
    }

    /// Ends the sequence downstream with `error` and disposes every subscription. Drainer only.
    @inlinable package func forwardError(_ error: Error) { forwardTerminal(.error(error)) }

    /// Ends the sequence downstream with `.completed` and disposes every subscription. Drainer only.
    @inlinable package func forwardCompleted() { forwardTerminal(.completed) }

    @inlinable
    package func forwardTerminal(_ event: Event<State.Output>) {
        guard let downstream, disposed.raise() else { return }
        self.downstream = nil
        downstream(event)
        disposeSubscriptions()
    }

    @usableFromInline package func dispose() {
        guard disposed.raise() else { return }
        queue.submitNeverWaiting(.release, { run($0) })
        disposeSubscriptions()
        // The deferred subscriptions would be skipped; dropped here (outside the lock), they no
        // longer keep this sink alive.
        let dropped = queue.withOrderLock { sources.dropPending() }
        _ = dropped
    }
}
