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
final class Subscriber<Element>: Cancelable, Lifetime, @unchecked Sendable {
    /// `state` bits: the subscription stopped (disposed or terminated).
    @usableFromInline static var stoppedBit: Int { 1 }
    /// `state` bits: `upstream` holds the upstream subscription (set once, after subscribing).
    @usableFromInline static var upstreamSetBit: Int { 2 }
    /// `state` bits: `release()` ran, so whoever sets the upstream later disposes it at once.
    @usableFromInline static var releasedBit: Int { 4 }

    /// The bits above. Accessed only through `InlineAtomic`, so it may be read and changed from any
    /// thread; bits are only ever set, never cleared.
    @usableFromInline @exclusivity(unchecked) final var state = 0
    /// `state`'s address (`InlineAtomic`), set in `init`.
    @usableFromInline @exclusivity(unchecked) final var stateAddress = InlineAtomic.unset
    /// The subscription to the source, for a source that is not a `Broadcaster`, handed over by
    /// `UpstreamHandoff` (`setUpstream` sets it once, `release()` takes it once).
    @usableFromInline @exclusivity(unchecked) var upstream: Disposable?
    /// The broadcaster whose observer list holds this subscriber (held weakly: releasing a relay
    /// frees its subscribers' handlers even if nobody disposes). Written before the subscriber is
    /// handed to the broadcaster; afterwards only by the thread that won `stop()`.
    @usableFromInline @exclusivity(unchecked) weak var broadcaster: Broadcaster<Element>?
    /// How to leave `broadcaster` (its `unsubscribe`, specialised). Written with `broadcaster`.
    @usableFromInline @exclusivity(unchecked) var leave: ((Broadcaster<Element>, Subscriber<Element>) -> Void)?
    /// This subscriber's key in `broadcaster`'s list. Written before the subscriber is handed over.
    @usableFromInline @exclusivity(unchecked) var id = 0
    /// Run once when the subscription ends. Read and cleared only by `release()`, which runs once.
    @usableFromInline @exclusivity(unchecked) var onDisposed: (() -> Void)?

    // The closures. Called only by the one thread delivering (events reach a subscriber serially);
    // dropped by `dropHandlers` where no delivery can run at the same time.
    @usableFromInline @exclusivity(unchecked) var onNext: ((Element) -> Void)?
    @usableFromInline @exclusivity(unchecked) var onError: ((Error) -> Void)?
    @usableFromInline @exclusivity(unchecked) var onCompleted: (() -> Void)?
    /// Receives every event, for subscribers given one closure (`subscribe(_ on:)`, operators).
    @usableFromInline @exclusivity(unchecked) var handler: EventHandler<Element>?

    /// A subscriber calling the closure for each event's kind (each optional), then `onDisposed` once.
    @inlinable
    init(
        onNext: ((Element) -> Void)?, onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        stateAddress = InlineAtomic.address(of: &state)
        Resources.incrementTotal()
    }

    /// A subscriber passing every event to `handler`, then running `onDisposed` once.
    @inlinable
    init(onDisposed: (() -> Void)? = nil, handler: @escaping EventHandler<Element>) {
        self.handler = handler
        self.onDisposed = onDisposed
        stateAddress = InlineAtomic.address(of: &state)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the subscription has stopped (disposed or terminated).
    @inlinable var isStopped: Bool { InlineAtomic.load(stateAddress) & Self.stoppedBit != 0 }

    /// Whether `dispose()` has been called or a terminal event arrived.
    @inlinable var isDisposed: Bool { isStopped }

    /// Whether the subscriber has stopped, as seen by a synchronous source.
    @inlinable var hasEnded: Bool { isStopped }

    /// Marks the subscription stopped; `true` only for the first caller, who must then call `release()`.
    @inlinable func stop() -> Bool { InlineAtomic.or(stateAddress, Self.stoppedBit) & Self.stoppedBit == 0 }

    /// Receives one event from a source that delivers serially (a broadcaster's drainer, or the
    /// handler `detachHandler()` made): a value unless stopped, the first terminal event once, after
    /// which the subscription releases its upstream and drops its closures.
    @inlinable @inline(never)
    func on(_ event: Event<Element>) {
        if case .next(let value) = event {
            guard !isStopped else { return }
            if let onNext { onNext(value) } else { handler?(event) }
        } else {
            finish(event)
        }
    }

    /// The terminal half of `on`, out of line so the per-value half stays small enough to inline.
    @inlinable @inline(never)
    func finish(_ event: Event<Element>) {
        guard stop() else { return }
        Self.call(event, onNext: onNext, onError: onError, onCompleted: onCompleted, handler: handler)
        // A broadcaster sending a terminal event has already dropped every subscriber.
        broadcaster = nil
        release()
        dropHandlers()
    }

    /// Passes `event` to the closure for its kind, or to `handler`.
    @inlinable
    static func call(
        _ event: Event<Element>, onNext: ((Element) -> Void)?, onError: ((Error) -> Void)?,
        onCompleted: (() -> Void)?, handler: EventHandler<Element>?
    ) {
        if let handler { return handler(event) }
        switch event {
        case .next(let value): onNext?(value)
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        }
    }

    /// Drops the closures. Called only where no delivery can run at the same time: by the
    /// broadcaster's drainer when it removes or ends the subscriber, on the delivering thread, or
    /// before the subscriber is handed to a source.
    @usableFromInline
    func dropHandlers() {
        onNext = nil
        onError = nil
        onCompleted = nil
        handler = nil
    }

    /// For a source that is not a broadcaster: moves the closures out of this object into the handler
    /// the source keeps (so disposing, which makes the source let go of that handler, drops them)
    /// and returns it. The handler checks this subscriber's state before every call.
    @inlinable
    func detachHandler() -> EventHandler<Element> {
        let (onNext, onError, onCompleted, handler) = (self.onNext, self.onError, self.onCompleted, self.handler)
        dropHandlers()
        return { [self] event in
            if case .next = event {
                if !isStopped { Self.call(event, onNext: onNext, onError: onError, onCompleted: onCompleted, handler: handler) }
            } else if stop() {
                Self.call(event, onNext: onNext, onError: onError, onCompleted: onCompleted, handler: handler)
                release()
            }
        }
    }

    /// Stores the subscription to the source; disposes it at once if this subscription already ended.
    @usableFromInline
    func setUpstream(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &upstream, setBit: Self.upstreamSetBit, disposedBit: Self.releasedBit)
    }

    /// Leaves the source and runs `onDisposed`, once (by whoever won `stop()`), outside any lock.
    @usableFromInline
    func release() {
        UpstreamHandoff.take(state: stateAddress, slot: &upstream, setBit: Self.upstreamSetBit, disposedBit: Self.releasedBit)?.dispose()
        if let broadcaster, let leave {
            self.broadcaster = nil
            leave(broadcaster, self)
        }
        if let onDisposed {
            self.onDisposed = nil
            onDisposed()
        }
    }

    /// Ends the subscription: nothing is handled after this returns.
    @usableFromInline func dispose() {
        if stop() { release() }
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
