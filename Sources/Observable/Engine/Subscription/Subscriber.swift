/// One subscription to a subject or relay, as one object: the entry in its broadcaster's observer
/// list, what receives the events (the handler, holding the subscriber's closures as they are, none
/// wrapped in another) and, for `subscribe(onNext:…)`, the disposable it returns. (A subscription to
/// any other source is a `ChainSubscriber`.)
///
/// The state is one word stored in the object (`InlineAtomic`): subscribing to a relay costs this
/// object and nothing else (no flag, lock, closure or list-entry object of its own). The class is
/// final and its per-event path (`on`) inlinable, so delivery runs code specialised for `Element`;
/// leaving a broadcaster goes through `leave`, a closure without captures built where the
/// broadcaster's code is specialised.
///
/// Guarantees: `dispose()` is idempotent and thread-safe; once it returns, or once a terminal event
/// began, no closure is called again; the first terminal event is handled once; it leaves its
/// broadcaster and `onDisposed` runs exactly once, outside any lock; the closures are dropped when
/// the subscription ends, even while the object itself is still held (in a bag).
@usableFromInline
package final class Subscriber<Element>: Cancelable, Lifetime, @unchecked Sendable {
    /// `state` bits: the subscription stopped (disposed or terminated).
    @usableFromInline package static var stoppedBit: Int { 1 }
    /// `state` bits: its owner releases it (a `share` member): `dispose()` calls `leave` after
    /// `stop()`, and `release()` does not. Set before the subscriber is handed to anyone.
    @usableFromInline static var ownerReleasesBit: Int { 2 }
    /// `state`: the bits from this one up hold the subscriber's `id` in its broadcaster's list
    /// (`state >> idShift`).
    @usableFromInline static var idShift: Int { 2 }

    /// The bits and the `id` above. Accessed only through `InlineAtomic`, so it may be read and
    /// changed from any thread; bits are only ever set, never cleared.
    @usableFromInline package final var state = 0
    /// `state`'s address: `state` is the first stored property (`InlineAtomic.firstWord(of:)`).
    @inlinable package final var stateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }
    /// The broadcaster whose observer list holds this subscriber (held weakly: releasing a relay
    /// frees its subscribers' handlers even if nobody disposes). Written before the subscriber is
    /// handed to the broadcaster; afterwards only by the thread that won `stop()`.
    @usableFromInline @exclusivity(unchecked) package weak var broadcaster: Broadcaster<Element>?
    /// How this subscriber leaves, specialised; written before it is handed over, never cleared.
    /// In `broadcaster`'s list, `release()` calls it to unsubscribe; a `share` member's
    /// (`ownerReleasesBit`) hands it back to the share, called by `dispose()` instead of `release()`.
    @usableFromInline @exclusivity(unchecked) package var leave: ((Subscriber<Element>) -> Void)?
    /// `onError`, `onCompleted` and `onDisposed` (`SubscriptionEnds`), if any was given. Touched only
    /// by the thread that won `stop()`: the terminal event's call, and `release()`, which runs
    /// `onDisposed` and drops them, once.
    @usableFromInline @exclusivity(unchecked) package var ends: SubscriptionEnds?

    /// The closures (`SubscriberClosures`). Called only by the one thread delivering (events reach a
    /// subscriber serially); dropped by `dropHandlers` where no delivery can run at the same time.
    @usableFromInline @exclusivity(unchecked) package var closures: SubscriberClosures<Element>
    /// A handler kept for the subscriber's whole life (`Observable.subscribe(sink:handler:)`,
    /// `subscribe(keeping:sink:lifetime:)`), in a `let` so that `on` calls it without a retain and release
    /// (a closure read from a `var` is retained around the call). Never dropped, so it may capture
    /// only what the subscriber's owner holds anyway: an operator `sink` that holds this subscriber
    /// as its upstream (a broadcaster being freed disposes it, `broadcasterEnded`, so the two do not
    /// keep each other), or what the owner keeps itself (a `share`'s connection broadcaster).
    @usableFromInline package let keptHandler: EventHandler<Element>?
    /// The operator sink `keptHandler` delivers to, if any; it holds this subscriber as its upstream.
    @usableFromInline package let sink: OperatorSink?

    /// The initializer the others forward to: each closure as given (each optional; see the fields).
    @inlinable
    package init(
        closures: SubscriberClosures<Element>, ends: SubscriptionEnds?, sink: OperatorSink?,
        keptHandler: EventHandler<Element>?
    ) {
        self.closures = closures
        self.ends = ends
        self.sink = sink
        self.keptHandler = keptHandler
        Resources.incrementTotal()
    }

    /// A subscriber passing every event to `handler`.
    @inlinable
    package convenience init(handler: @escaping EventHandler<Element>) {
        self.init(closures: SubscriberClosures(handler: handler), ends: nil, sink: nil, keptHandler: nil)
    }

    /// A subscriber to a broadcaster passing every event to `keptHandler`, which it never drops: one
    /// that delivers to the operator `sink`, or (`sink` nil) one that captures only what the
    /// subscription's owner keeps anyway (see `keptHandler`).
    @inlinable
    package convenience init(sink: OperatorSink?, keptHandler: @escaping EventHandler<Element>) {
        self.init(closures: .empty, ends: nil, sink: sink, keptHandler: keptHandler)
    }

    deinit { Resources.decrementTotal() }

    /// This subscriber's key in its broadcaster's list (0 until `setID`), in `state`'s upper bits.
    @inlinable package var id: Int { InlineAtomic.load(stateAddress) >> Self.idShift }

    /// Sets `id` (positive, below `Int.max >> idShift`) once, before the drainer lists this
    /// subscriber; atomically, as a `share` member may be disposed meanwhile.
    @inlinable package func setID(_ id: Int) {
        _ = InlineAtomic.or(stateAddress, id << Self.idShift)
    }

    /// Whether the subscription has stopped (disposed or terminated).
    @inlinable package var isStopped: Bool { InlineAtomic.load(stateAddress) & Self.stoppedBit != 0 }

    /// Whether `dispose()` has been called or a terminal event arrived.
    @inlinable package var isDisposed: Bool { isStopped }

    /// Whether the subscriber has stopped, as seen by a synchronous source.
    @inlinable package var hasEnded: Bool { isStopped }

    /// Marks the subscription stopped; `true` only for the first caller, who must then call `release()`.
    @inlinable package func stop() -> Bool { InlineAtomic.or(stateAddress, Self.stoppedBit) & Self.stoppedBit == 0 }

    /// Receives one event from its broadcaster's drainer: a value unless stopped, the first terminal
    /// event once, after which the subscription is released (`release()`) and drops its closures.
    @inlinable @inline(never)
    package func on(_ event: Event<Element>) {
        if case .next(let value) = event {
            guard !isStopped else { return }
            callNext(value, event)
        } else {
            finish(event)
        }
    }

    /// Passes `value` to `onNext`, or `event` (its `.next`) to `handler` or `keptHandler`.
    @inlinable @inline(__always)
    func callNext(_ value: Element, _ event: Event<Element>) {
        if let onNext = closures.onNext {
            onNext(value)
        } else if let handler = closures.handler {
            handler(event)
        } else {
            keptHandler?(event)  // `?()` on a `let`: called without a retain
        }
    }

    /// The terminal half of `on`, out of line so the per-value half stays small enough to inline.
    @inlinable @inline(never)
    package func finish(_ event: Event<Element>) {
        guard stop() else { return }
        closures.call(event, ends: ends, orKept: keptHandler)
        // A broadcaster sending a terminal event has already dropped every subscriber.
        broadcaster = nil
        release()
        dropHandlers()
    }

    /// Drops the closures. Called only where no delivery can run at the same time: by the
    /// broadcaster's drainer when it removes or ends the subscriber, or on the delivering thread.
    @usableFromInline
    func dropHandlers() {
        closures = .empty
    }

    /// The broadcaster holding this subscriber is being freed: drops the closures, and disposes
    /// `sink`, so that it lets go of this subscriber (whose `keptHandler` may hold it and cannot be
    /// dropped). Nothing reaches the sink from that broadcaster any more either way.
    @usableFromInline
    func broadcasterEnded() {
        dropHandlers()
        sink?.dispose()
    }

    /// Leaves the broadcaster and runs `onDisposed`, once (by whoever won `stop()`), outside any
    /// lock: through `leave`, except a `share` member (`ownerReleasesBit`), released by its owner,
    /// which already took it out. The weak `broadcaster` is left set: nothing
    /// reads it after this, which runs once (clearing it, a `swift_weakAssign`, cost
    /// `subscribe-dispose` 17 instructions: 1,146 against 1,129).
    @usableFromInline
    package func release() {
        if InlineAtomic.load(stateAddress) & Self.ownerReleasesBit == 0, let leave {
            leave(self)
        }
        if let ends {
            self.ends = nil
            ends.onDisposed?()
        }
    }

    /// Ends the subscription: nothing is handled after this returns.
    @inlinable package func dispose() {
        // `ownerReleasesBit` is set before anyone can hold this subscriber.
        let kind = InlineAtomic.load(stateAddress)
        guard stop() else { return }
        if kind & Self.ownerReleasesBit != 0, let leave { leave(self) } else { release() }
    }

    /// Makes this a `share` member: `dispose()` stops it and calls `leave` (which hands it to the
    /// share, who later calls `release()`) instead of `release()`. Called before it is handed out.
    @inlinable package func leaveThroughOwner(_ leave: @escaping (Subscriber<Element>) -> Void) {
        self.leave = leave
        _ = InlineAtomic.or(stateAddress, Self.ownerReleasesBit)
    }
}
