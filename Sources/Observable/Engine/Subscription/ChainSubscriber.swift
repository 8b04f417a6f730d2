/// Your subscription to a source that is not a broadcaster — an operator chain, `create`, a `just`:
/// what `subscribe(onNext:…)` returns there (the disposable), and the handler the source keeps.
/// (On a subject or relay it is a `Subscriber`, the broadcaster's list entry.)
///
/// The state is one word stored in the object (`InlineAtomic`): its bits, and above them the count of
/// deliveries running. The source sends serially but may be disposed from any thread, even while it
/// delivers; the word alone decides who drops the closures (see `deliver`).
///
/// Guarantees: `dispose()` is idempotent and thread-safe; once it returns, or once a terminal event
/// began, no closure is called again; the first terminal event is handled once; the upstream is
/// disposed and `onDisposed` run exactly once, outside any lock; the closures are dropped when the
/// subscription ends and no delivery needs them, even while the object itself is still held.
@usableFromInline
package final class ChainSubscriber<Element>: Cancelable, Lifetime, @unchecked Sendable {
    /// `state` bits: the subscription stopped (disposed or terminated).
    @usableFromInline static var stoppedBit: Int { 1 }
    /// `state` bits: `upstream` holds the source's subscription (set once, after subscribing).
    @usableFromInline static var upstreamSetBit: Int { 2 }
    /// `state` bits: `release()` ran, so whoever sets the upstream later disposes it at once.
    @usableFromInline static var releasedBit: Int { 4 }
    /// `UpstreamHandoff`'s bits in this word: `upstreamSetBit` and `releasedBit`.
    @usableFromInline static var handoffBits: HandoffBits { HandoffBits(set: upstreamSetBit, disposed: releasedBit) }
    /// `state`: the bits from this one up count the deliveries running (more than one when a
    /// delivery re-enters).
    @usableFromInline static var deliveringUnit: Int { 8 }

    /// The bits and the count above. Accessed only through `InlineAtomic`, so it may be read and
    /// changed from any thread; bits are only ever set, never cleared.
    @usableFromInline package final var state = 0
    /// `state`'s address: `state` is the first stored property (`InlineAtomic.firstWord(of:)`).
    @inlinable package final var stateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }
    /// The subscription to the source, handed over by `UpstreamHandoff` (`setUpstream` sets it once,
    /// `release()` takes it once).
    @usableFromInline @exclusivity(unchecked) var upstream = DisposableSlot()
    /// `onError`, `onCompleted` and `onDisposed` (`SubscriptionEnds`), if any was given. Touched only
    /// by the thread that won the stop: the terminal event's call, and `release()`, which runs
    /// `onDisposed` and drops them, once.
    @usableFromInline @exclusivity(unchecked) var ends: SubscriptionEnds?
    /// The closures (`SubscriberClosures`). Read only by a delivery that found the subscription
    /// running; dropped by `dropHandlers` when no delivery needs them (see `deliver`).
    @usableFromInline @exclusivity(unchecked) var closures: SubscriberClosures<Element>

    /// A subscription calling `closures`, and `ends` when it ends (`onDisposed` once, last).
    @inlinable
    package init(closures: SubscriberClosures<Element>, ends: SubscriptionEnds?) {
        self.closures = closures
        self.ends = ends
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether the subscription has stopped (disposed or terminated).
    @inlinable package var isDisposed: Bool { InlineAtomic.load(stateAddress) & Self.stoppedBit != 0 }

    /// Whether the subscription has stopped, as seen by a synchronous source.
    @inlinable package var hasEnded: Bool { isDisposed }

    /// The handler the source keeps, which passes each event to `deliver`. It captures only this
    /// subscriber, so it costs no allocation.
    @inlinable
    var handler: EventHandler<Element> { { [self] event in deliver(event) } }

    /// Receives one event from the source, which sends serially but may be disposed from any thread.
    ///
    /// Invariant — who drops the closures, and why no delivery calls a dropped one. It is decided by
    /// the `state` word alone:
    /// - A value's delivery raises the delivering count before it reads a closure and lowers it after
    ///   its last use; it reads the closures only if `stoppedBit` was clear when it raised the count.
    /// - `dispose()`, having won the stop, drops them itself only if the count was zero when it set
    ///   `stoppedBit`: every delivery raising the count later sees the stop and reads nothing.
    /// - Otherwise a delivery was running (it raised the count before the stop): the delivery that
    ///   lowers the count to zero, having seen no stop on entry but a stop on leaving, drops them —
    ///   after its last use, and when no other delivery that read them runs.
    /// - A terminal event (serial with the values, so no value's delivery runs beside it except one
    ///   it re-entered on the same thread, which holds its closure) drops them once it won the stop.
    /// So the closures are dropped exactly when the subscription has ended and no delivery needs
    /// them, on whichever thread finished last. (A source breaking the serial rule could leave them
    /// until this object is freed — never calling a dropped closure.)
    @inlinable
    func deliver(_ event: Event<Element>) {
        guard case .next(let value) = event else { return finish(event) }
        let entered = InlineAtomic.add(stateAddress, Self.deliveringUnit)
        #if DEBUG
        // Another delivery still counted: the source broke the serial rule (`EngineRuleCheck`).
        if entered >= 2 &* Self.deliveringUnit { EngineRuleCheck.overlappingDelivery() }
        #endif
        if entered & Self.stoppedBit == 0 {
            if let onNext = closures.onNext { onNext(value) } else { closures.handler?(event) }
        }
        let left = InlineAtomic.add(stateAddress, -Self.deliveringUnit)
        if left & Self.stoppedBit != 0 { endStoppedDelivery(entered: entered, left: left) }
    }

    /// The end of a delivery that found the subscription stopped when it left: drops the closures
    /// if the stop came during this delivery and no other delivery runs (see `deliver`).
    @inlinable @inline(never)
    func endStoppedDelivery(entered: Int, left: Int) {
        if entered & Self.stoppedBit == 0, left < Self.deliveringUnit { dropHandlers() }
    }

    /// The terminal event: handled once, by the first to stop the subscription, which then releases
    /// the upstream and drops the closures.
    @inlinable @inline(never)
    func finish(_ event: Event<Element>) {
        guard InlineAtomic.or(stateAddress, Self.stoppedBit) & Self.stoppedBit == 0 else { return }
        closures.call(event, ends: ends, orKept: nil)
        release()
        dropHandlers()
    }

    /// Drops the closures, where no delivery needs them (see `deliver`).
    @usableFromInline
    func dropHandlers() {
        closures = .empty
    }

    /// Stores the subscription to the source; disposes it at once if this subscription already ended.
    @usableFromInline
    func setUpstream(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &upstream, bits: Self.handoffBits)
    }

    /// Disposes the source's subscription and runs `onDisposed`, once (by whoever won the stop),
    /// outside any lock.
    @usableFromInline
    func release() {
        if UpstreamHandoff.claim(state: stateAddress, bits: Self.handoffBits) {
            upstream.take().dispose()
        }
        if let ends {
            self.ends = nil
            ends.onDisposed?()
        }
    }

    /// Ends the subscription: nothing is handled after this returns. Also drops the closures if no
    /// delivery was running when it stopped (see `deliver`): the bits of `previous` from
    /// `deliveringUnit` up are then 0.
    @usableFromInline
    package func dispose() {
        let previous = InlineAtomic.or(stateAddress, Self.stoppedBit)
        guard previous & Self.stoppedBit == 0 else { return }
        release()
        if previous < Self.deliveringUnit { dropHandlers() }
    }
}
