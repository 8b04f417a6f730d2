/// One subscription, as one object: what `subscribe` returns (the disposable), what receives the
/// events (the handler, holding the subscriber's closures as they are, none wrapped in another) and,
/// on a subject or relay, the entry in its observer list.
///
/// The state is one word stored in the object (`InlineAtomic`): subscribing to a relay costs this
/// object and nothing else (no flag, lock, closure or list-entry object of its own). The class is
/// final and its per-event path (`on`) inlinable, so delivery runs code specialised for `Element`;
/// leaving a broadcaster goes through `leave`, a closure without captures built where the
/// broadcaster's code is specialised.
///
/// Guarantees: `dispose()` is idempotent and thread-safe; once it returns, or once a terminal event
/// began, no closure is called again; the first terminal event is handled once; the upstream is
/// disposed and `onDisposed` run exactly once, outside any lock; the closures are dropped when the
/// subscription ends, even while the object itself is still held (in a bag).
@usableFromInline
package final class Subscriber<Element>: Cancelable, Lifetime, @unchecked Sendable {
    /// `state` bits: the subscription stopped (disposed or terminated).
    @usableFromInline package static var stoppedBit: Int { 1 }
    /// `state` bits: `upstream` holds the upstream subscription (set once, after subscribing).
    @usableFromInline static var upstreamSetBit: Int { 2 }
    /// `state` bits: `release()` ran, so whoever sets the upstream later disposes it at once.
    @usableFromInline static var releasedBit: Int { 4 }
    /// `state` bits: its owner releases it (a `share` member): `dispose()` calls `leave` after
    /// `stop()`, and `release()` does not. Set before the subscriber is handed to anyone.
    @usableFromInline static var ownerReleasesBit: Int { 8 }
    /// `state` bits: a non-broadcaster source calls through `detachHandler()` (see `deliverDetached`).
    @usableFromInline static var detachedBit: Int { 16 }
    /// `UpstreamHandoff`'s bits in this word: `upstreamSetBit` and `releasedBit`.
    @usableFromInline static var handoffBits: HandoffBits { HandoffBits(set: upstreamSetBit, disposed: releasedBit) }
    /// `state`: the bits from this one up count a detached subscriber's running deliveries through
    /// `detachHandler()` (more than one when a delivery re-enters), or hold a listed one's `id`
    /// (`state >> idShift`): no broadcaster lists a detached subscriber (`addUnlinked` asserts it).
    @usableFromInline static var deliveringUnit: Int { 32 }
    @usableFromInline static var idShift: Int { 5 }

    /// The bits and the count (or `id`) above. Accessed only through `InlineAtomic`, so it may be
    /// read and changed from any thread; bits are only ever set, never cleared.
    @usableFromInline package final var state = 0
    /// `state`'s address: `state` is the first stored property (`InlineAtomic.firstWord(of:)`).
    @inlinable package final var stateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }
    /// The subscription to the source, for a source that is not a `Broadcaster`, handed over by
    /// `UpstreamHandoff` (`setUpstream` sets it once, `release()` takes it once).
    @usableFromInline @exclusivity(unchecked) package var upstream = DisposableSlot()
    /// The broadcaster whose observer list holds this subscriber (held weakly: releasing a relay
    /// frees its subscribers' handlers even if nobody disposes). Written before the subscriber is
    /// handed to the broadcaster; afterwards only by the thread that won `stop()`.
    @usableFromInline @exclusivity(unchecked) package weak var broadcaster: Broadcaster<Element>?
    /// How this subscriber leaves, specialised; written before it is handed over, never cleared.
    /// In `broadcaster`'s list, `release()` calls it to unsubscribe; a `share` member's
    /// (`ownerReleasesBit`) hands it back to the share, called by `dispose()` instead of `release()`.
    @usableFromInline @exclusivity(unchecked) package var leave: ((Subscriber<Element>) -> Void)?
    /// Run once when the subscription ends. Read and cleared only by `release()`, which runs once.
    @usableFromInline @exclusivity(unchecked) package var onDisposed: Optional<() -> Void>

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
        onNext: ((Element) -> Void)?, onError: ((Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, handler: EventHandler<Element>?, sink: OperatorSink?,
        keptHandler: EventHandler<Element>?
    ) {
        closures = SubscriberClosures(onNext: onNext, onError: onError, onCompleted: onCompleted, handler: handler)
        self.onDisposed = onDisposed
        self.sink = sink
        self.keptHandler = keptHandler
        Resources.incrementTotal()
    }

    /// A subscriber calling the closure for each event's kind (each optional), then `onDisposed` once.
    @inlinable
    package convenience init(
        onNext: ((Element) -> Void)?, onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) {
        self.init(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, handler: nil,
            sink: nil, keptHandler: nil)
    }

    /// A subscriber passing every event to `handler`, then running `onDisposed` once.
    @inlinable
    package convenience init(onDisposed: (() -> Void)? = nil, handler: @escaping EventHandler<Element>) {
        self.init(
            onNext: nil, onError: nil, onCompleted: nil, onDisposed: onDisposed, handler: handler, sink: nil,
            keptHandler: nil)
    }

    /// A subscriber to a broadcaster passing every event to `keptHandler`, which it never drops: one
    /// that delivers to the operator `sink`, or (`sink` nil) one that captures only what the
    /// subscription's owner keeps anyway (see `keptHandler`).
    @inlinable
    package convenience init(sink: OperatorSink?, keptHandler: @escaping EventHandler<Element>) {
        self.init(
            onNext: nil, onError: nil, onCompleted: nil, onDisposed: nil, handler: nil, sink: sink,
            keptHandler: keptHandler)
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

    /// Receives one event from a source that delivers serially (a broadcaster's drainer, or the
    /// handler `detachHandler()` made): a value unless stopped, the first terminal event once, after
    /// which the subscription releases its upstream and drops its closures.
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
        closures.call(event, orKept: keptHandler)
        // A broadcaster sending a terminal event has already dropped every subscriber.
        broadcaster = nil
        release()
        dropHandlers()
    }

    /// Drops the closures. Called only where no delivery can run at the same time: by the
    /// broadcaster's drainer when it removes or ends the subscriber, on the delivering thread, by the
    /// thread `deliverDetached`'s invariant names, or before the subscriber is handed to a source.
    @usableFromInline
    func dropHandlers() {
        closures = SubscriberClosures(onNext: nil, onError: nil, onCompleted: nil, handler: nil)
    }

    /// The broadcaster holding this subscriber is being freed: drops the closures, and disposes
    /// `sink`, so that it lets go of this subscriber (whose `keptHandler` may hold it and cannot be
    /// dropped). Nothing reaches the sink from that broadcaster any more either way.
    @usableFromInline
    func broadcasterEnded() {
        dropHandlers()
        sink?.dispose()
    }

    /// Stores the subscription to the source; disposes it at once if this subscription already ended.
    @usableFromInline
    func setUpstream(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &upstream, bits: Self.handoffBits)
    }

    /// Leaves the source and runs `onDisposed`, once (by whoever won `stop()`), outside any lock.
    /// Only a detached subscriber has an upstream subscription (`setUpstream`); one in a
    /// broadcaster's list leaves it through `leave`; a `share` member (`ownerReleasesBit`) is
    /// released by its owner, which already took it out. The weak `broadcaster` is left set: nothing
    /// reads it after this, which runs once (clearing it, a `swift_weakAssign`, cost
    /// `subscribe-dispose` 17 instructions: 1,146 against 1,129).
    @usableFromInline
    package func release() {
        let kind = InlineAtomic.load(stateAddress)
        if kind & Self.detachedBit != 0 {
            if UpstreamHandoff.claim(state: stateAddress, bits: Self.handoffBits) {
                upstream.take().dispose()
            }
        } else if kind & Self.ownerReleasesBit == 0, let leave {
            leave(self)
        }
        if let onDisposed {
            self.onDisposed = nil
            onDisposed()
        }
    }

    /// Ends the subscription: nothing is handled after this returns.
    @inlinable package func dispose() {
        // `detachedBit` and `ownerReleasesBit` are set before anyone can hold this subscriber.
        let kind = InlineAtomic.load(stateAddress)
        if kind & Self.detachedBit != 0 { return disposeDetached() }
        guard stop() else { return }
        if kind & Self.ownerReleasesBit != 0, let leave { leave(self) } else { release() }
    }

    /// Makes this a `share` member: `dispose()` stops it and calls `leave` (which hands it to the
    /// share, who later calls `release()`) instead of `release()`. Called before it is handed out.
    @inlinable package func leaveThroughOwner(_ leave: @escaping (Subscriber<Element>) -> Void) {
        self.leave = leave
        _ = InlineAtomic.or(stateAddress, Self.ownerReleasesBit)
    }

    /// `dispose()` of a detached subscriber: also drops the closures if no delivery was running when
    /// it stopped (see `deliverDetached`) — the bits of `previous` from `detachedBit` up are then
    /// exactly `detachedBit` (the delivering count is 0).
    @usableFromInline
    func disposeDetached() {
        let previous = InlineAtomic.or(stateAddress, Self.stoppedBit)
        guard previous & Self.stoppedBit == 0 else { return }
        release()
        if previous & ~(Self.detachedBit - 1) == Self.detachedBit { dropHandlers() }
    }
}

extension Observable {
    /// Subscribes `subscriber` and returns it (it is the subscription's disposable).
    @inlinable
    func subscribeReturning(_ subscriber: Subscriber<Element>) -> Disposable {
        subscribe(subscriber)
        return subscriber
    }
}
