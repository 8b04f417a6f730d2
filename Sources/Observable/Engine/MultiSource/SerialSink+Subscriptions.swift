// The source subscriptions of a `SerialSink`: made now or once the drainer is done, kept by key,
// removed, disposed.

/// One source subscription of a `SerialSink`, as the sink keeps it (`SourceSubscription`, whatever
/// its source's element type): in its keyed table, and in the list of those made later.
/// A class-bound protocol, so the sink keeps each as a reference and a witness table — a
/// `Disposable` existential is 40 bytes copied and destroyed through value witnesses, which cost
/// a `flatMap` about a thousand instructions per inner — and an object rather than a closure for
/// the deferred start: a `() -> Void` stored in an array is wrapped in a reabstraction thunk, one
/// allocation per deferred subscription.
@usableFromInline
package protocol SerialSinkSubscription: AnyObject {
    /// Subscribes to the source, unless the subscription or its sink ended meanwhile.
    func start()
    /// Disposes the subscription to the source (now, or when it is made); idempotent, any thread.
    func dispose()
}

extension SerialSink {
    /// Subscribes to `source`, turning each of its events into an operation. The subscription is
    /// disposed with the sink (at once, if the sink already stopped), and — as RxSwift's operators do —
    /// as soon as `source` sends its terminal event: a source that ended is let go of at once, whatever
    /// the operator does next. Returns its key, for `removeSubscription`.
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
    package func subscribe<Source>(
        _ source: Observable<Source>,
        tag: Int = 0,
        _ makeOperation: @escaping (Int, Event<Source>) -> State.Operation
    ) -> Int? {
        // Inserted before subscribing, so the subscription knows its key even for a source that ends
        // while it is being subscribed.
        let subscription = SourceSubscription(sink: self, tag: tag, makeOperation: makeOperation)
        guard let key = insertSubscription(subscription) else { return nil }
        subscription.setup.key = key
        if queue.isDrainedByCurrentThread {
            subscription.setup.pendingSource = source
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
    package func deferSubscription(_ subscription: SerialSinkSubscription) {
        queue.withOrderLock {
            guard !disposed.isRaised else { return }
            sources.pending.append(subscription)
            sources.unsubmittedStarts += 1
        }
        queue.markSubscriptionsDeferred()
    }

    /// Submits an operation to `starts` for each subscription deferred since the last such call, by
    /// this thread or another: each operation makes the oldest pending subscription, so they are made
    /// in the order they were deferred, whichever thread submits. Called only by a `submit` whose
    /// drain has ended (`SerialQueue.submit` reports deferral only then), so this thread no longer
    /// drains the queue, and a synchronous source subscribed now finds it idle.
    ///
    /// `starts` is a `SerialQueue`, so this is a send like any other (CONTRACT §7): if another thread
    /// is making the pending subscriptions, the operation is queued for it, and this thread waits —
    /// under that queue's rules — while its operation is beyond the backlog bound, or to take the
    /// role over once that thread has made its share. (A list popped in a loop by whoever came first
    /// held another thread's `accept` for as long as a tight loop of outer values kept coming.)
    @usableFromInline @inline(never)
    package func startPendingSubscriptions() {
        let (count, starts) = queue.withOrderLock { sources.takeUnsubmittedStarts() }
        guard let starts else { return }
        for _ in 0..<count {
            starts.submit(()) { _ in startOldestPendingSubscription() }
        }
    }

    /// Makes the oldest pending subscription, if any (the sink may have dropped them all). Run by
    /// `starts`' drainer, one at a time. Nothing is held while subscribing.
    @usableFromInline
    package func startOldestPendingSubscription() {
        queue.withOrderLock { sources.pending.popFirst() }?.start()
    }

    /// Adds `subscription` under a new key; returns the key, or `nil` (after disposing it) if the sink
    /// was disposed or ended already (`disposed` is raised before `disposeSubscriptions` takes the
    /// table, under the same lock, as in `deferSubscription`). Any thread.
    @inlinable
    package func insertSubscription(_ subscription: SerialSinkSubscription) -> Int? {
        let key = queue.withOrderLock { () -> Int? in
            guard !disposed.isRaised else { return nil }
            return sources.insert(subscription)
        }
        if key == nil { subscription.dispose() }
        return key
    }

    /// Removes the subscription under `key` and disposes it (outside the lock); a removed or unknown
    /// key does nothing. Any thread.
    @inlinable
    package func removeSubscription(_ key: Int) {
        queue.withOrderLock { sources.byKey.remove(key) }?.dispose()
    }

    /// Disposes every subscription, in the order they were made; a later one is refused
    /// (`insertSubscription`). Called once, by whoever raised `disposed` (`dispose()` or the terminal
    /// event). Any thread.
    @usableFromInline
    package func disposeSubscriptions() {
        let taken = queue.withOrderLock { sources.takeAll() }
        taken.forEach { $0.dispose() }
    }
}

/// A `SerialSink`'s source subscriptions (`SerialSink.sources`): the made ones by key, and the ones
/// its drainer asked for, to be made once it stopped draining. Read and written only under the
/// sink's queue order lock, which is never held while anyone subscribes or runs user code.
@usableFromInline
package struct SourceTable {
    /// Every source (and inner) subscription, by key; disposed on a terminal event or on `dispose()`.
    @usableFromInline package var byKey = AscendingKeyTable<SerialSinkSubscription>()
    /// The last key given to a subscription (keys start at 1 and only grow).
    @usableFromInline package var lastKey = 0
    /// The subscriptions `subscribe` was asked for by the queue's own drainer (from `apply`), oldest
    /// first, made once that thread stopped draining (`startPendingSubscriptions`), one per operation
    /// of `starts`.
    @usableFromInline package var pending = FIFOBuffer<SerialSinkSubscription>()
    /// How many of `pending` no thread has submitted an operation to `starts` for yet.
    @usableFromInline package var unsubmittedStarts = 0
    /// The queue that makes the pending subscriptions, one operation each (it starts the oldest
    /// pending one), made the first time a subscription is deferred. It is a `SerialQueue` like any
    /// other: one thread at a time makes them, a run of sources that end while subscribing is a loop,
    /// not a recursion, and a thread whose deferred subscriptions outrun that thread waits (its
    /// backlog is bounded, its drainer hands the role on), so a thread that happened to start them is
    /// not held for as long as another keeps sending (CONTRACT §7).
    @usableFromInline package var starts: SerialQueue<Void>?

    @inlinable package init() {}

    /// Keeps `subscription` under a new key, which it returns.
    @inlinable
    package mutating func insert(_ subscription: SerialSinkSubscription) -> Int {
        lastKey += 1
        byKey.append(subscription, key: lastKey)
        return lastKey
    }

    /// Every subscription made, in the order they were made; the table is left empty.
    @inlinable
    package mutating func takeAll() -> AscendingKeyTable<SerialSinkSubscription> {
        defer { byKey = AscendingKeyTable() }
        return byKey
    }

    /// How many pending subscriptions need an operation on `starts`, and `starts` (made now if
    /// needed); `(0, nil)` if none do. They are counted as submitted from now on.
    @usableFromInline
    package mutating func takeUnsubmittedStarts() -> (Int, SerialQueue<Void>?) {
        let count = unsubmittedStarts
        guard count > 0 else { return (0, nil) }
        unsubmittedStarts = 0
        if starts == nil { starts = SerialQueue() }
        return (count, starts)
    }

    /// The pending subscriptions, which will not be made (the sink was disposed).
    @usableFromInline
    package mutating func dropPending() -> [SerialSinkSubscription] {
        unsubmittedStarts = 0
        return pending.removeAll()
    }
}
