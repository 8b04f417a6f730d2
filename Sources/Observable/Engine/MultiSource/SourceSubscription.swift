/// One source subscription of a `SerialSink` (`SerialSink.subscribe`), as one object: the entry the
/// sink keeps under its key (disposing it disposes the source's subscription), what the source's
/// handler calls (`on`: the event becomes an operation), and, for a subscription made later
/// (`deferSubscription`), the source to subscribe to.
///
/// The handler and the deferred start capture only this object, so neither allocates a closure
/// context: a source subscription costs this object and what the source itself allocates. `tag`
/// goes to `makeOperation` with each event, so a state that tells its subscriptions apart (an inner's
/// id, a source's index) passes a closure without captures.
///
/// Lifetimes: the source's handler keeps this object, which keeps `sink` and (until disposed) the
/// source's subscription; the sink's keyed table keeps this object until the source ends, the
/// state removes it, or the sink is disposed — each disposes it, which drops the source's
/// subscription and so breaks the cycle.
@usableFromInline
package final class SourceSubscription<State: SerialSinkState, Source>: Disposable, OperatorSink, SerialSinkSubscription, @unchecked Sendable {
    /// `UpstreamHandoff`'s two bits (`HandoffBits.lowTwoBits`: 1 disposed, 2 set), only ever set,
    /// accessed only through `InlineAtomic`: it is the first stored property (`InlineAtomic.firstWord(of:)`).
    @usableFromInline package final var handoffState = 0
    /// The subscription to the source, handed over by `UpstreamHandoff`.
    @usableFromInline @exclusivity(unchecked) package final var upstream = DisposableSlot()
    /// Its key among the sink's and, for a deferred subscription, its source (`SourceSetup`). Written
    /// by the subscribing thread before the source is subscribed (or, deferred, before the order lock
    /// publishes it to `start()`), so every later access follows those writes.
    @usableFromInline @exclusivity(unchecked) package final var setup = SourceSetup<Source>()
    @usableFromInline package let sink: SerialSink<State>
    @usableFromInline package let tag: Int
    @usableFromInline package let makeOperation: (Int, Event<Source>) -> State.Operation
    /// `startNow()`, as a closure without captures made in `init`, which is inlined where the
    /// operator's types are known: `start()` is called through `SerialSinkSubscription`, whose witness
    /// runs unspecialised generic code (a metadata lookup for each generic type it touches), and a
    /// handler built there would run such code for every event.
    @usableFromInline package let startSpecialised: (SourceSubscription) -> Void

    @inlinable
    package init(sink: SerialSink<State>, tag: Int, makeOperation: @escaping (Int, Event<Source>) -> State.Operation) {
        self.sink = sink
        self.tag = tag
        self.makeOperation = makeOperation
        startSpecialised = { $0.startNow() }
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @inlinable package final var handoffStateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }

    /// Whether `dispose()` ran.
    @inlinable package final var isDisposed: Bool { InlineAtomic.load(handoffStateAddress) & HandoffBits.lowTwoBits.disposed != 0 }

    /// An event of the source: submitted to the sink as an operation; a terminal event then lets go
    /// of the source (`sink.removeSubscription`, which disposes it).
    @inlinable
    package final func on(_ event: Event<Source>) {
        sink.submit(makeOperation(tag, event))
        if case .next = event { return }
        if let key = setup.key { sink.removeSubscription(key) }
    }

    /// Subscribes to `source` now, delivering to `on`.
    @inlinable
    package final func subscribe(to source: Observable<Source>) {
        setUpstream(source.subscribeKind(source, .kept({ [self] event in on(event) }, self, sink)))
    }

    /// Subscribes to the source `deferSubscription` kept, unless this subscription or the sink ended
    /// meanwhile (`startNow()`, specialised).
    @usableFromInline
    package final func start() { startSpecialised(self) }

    @inlinable
    package final func startNow() {
        guard let source = setup.pendingSource.take() else { return }
        if isDisposed || sink.hasEnded { return }
        subscribe(to: source)
    }

    @inlinable
    package final func setUpstream(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: handoffStateAddress, slot: &upstream, bits: .lowTwoBits)
    }

    /// Disposes the source's subscription (now, or when it is set); idempotent, any thread.
    @usableFromInline
    package final func dispose() {
        if UpstreamHandoff.claim(state: handoffStateAddress, bits: .lowTwoBits) { upstream.take().dispose() }
    }
}

/// A `SourceSubscription`'s key among its sink's subscriptions and the source a deferred one is yet to
/// subscribe to (`SourceSubscription.setup`).
@usableFromInline
package struct SourceSetup<Source> {
    /// The subscription's key, written once, before the source is subscribed.
    @usableFromInline package var key: Int?
    /// The source, kept only between `deferSubscription` and `start()`.
    @usableFromInline package var pendingSource: Observable<Source>?

    /// No key yet, nothing pending.
    @inlinable package init() {}
}
