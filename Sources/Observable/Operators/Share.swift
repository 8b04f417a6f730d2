/// How long `share(replay:scope:)` keeps its subject (and so its replay buffer).
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while someone is subscribed: when the last subscriber leaves, or the source
    /// ends, the source subscription is disposed and the next subscriber starts afresh (empty replay
    /// buffer, new source subscription).
    case whileConnected
    /// The subject is kept for ever: a subscriber arriving after everyone left still gets the replayed
    /// values; once the source ended, late subscribers get the replayed values and the terminal event,
    /// and the source is not subscribed again.
    case forever
}

/// The shared subscription behind `share(replay:scope:)`: subscribes to the source when the first
/// subscriber arrives, fans its events out through a `Broadcaster`, and disposes the source
/// subscription when the last subscriber leaves.
///
/// Arrivals, departures and the source's end are operations on a `SerialQueue`, so racing
/// subscribers never connect twice or strand a connection, and no lock is held while the source is
/// subscribed. Values flow from the source straight into the broadcaster.
@usableFromInline
package final class SharedSource<Element>: @unchecked Sendable {
    @usableFromInline
    package enum Operation {
        /// A subscriber joins: its `Subscriber` (the handler and the subscription, stopped once
        /// disposed) and its lifetime.
        case add(Subscriber<Element>, Lifetime)
        /// A subscriber whose subscription won `stop()` leaves: it is released here.
        case remove(Subscriber<Element>)
        /// The source subscription of this connection generation sent this terminal event.
        case ended(Int, Event<Element>)
    }

    @usableFromInline package let source: Observable<Element>
    @usableFromInline package let replay: Int
    @usableFromInline package let scope: SubjectLifetimeScope
    @usableFromInline package let queue = SerialQueue<Operation>()
    /// Each current subscriber, by `memberKey`, and what the source is subscribed with: it has
    /// ended once every current subscriber has. Changed only by the drainer (`run`).
    @usableFromInline let members = SharedMembersLifetime()

    /// The current connection, read and written only inside `run` (and `connect`/`disconnect`/
    /// `makeBroadcaster`, which only `run` calls), which only the queue's current drainer executes;
    /// the role passes between threads through the queue's lock, so each access happens-before the
    /// next, and `@exclusivity(unchecked)` skips the runtime's check. Nothing re-enters `run`:
    /// arrivals, departures and the source's end submitted while it runs (even from a synchronous
    /// source inside `connect`) are queued behind the current operation. The source's values never
    /// touch it (they go to the captured broadcaster), and `members` has a lock of its own because a
    /// source reads it anywhere.
    @usableFromInline @exclusivity(unchecked) var drained = Connection()

    /// A share's connection state (`drained`): the drainer's alone.
    @usableFromInline
    struct Connection {
        /// The subject of the connection (`.whileConnected`) or of the share (`.forever`).
        @usableFromInline var broadcaster: Broadcaster<Element>?
        /// The source subscription of the current connection. A plain field, no
        /// `SingleAssignmentDisposable`: only the drainer sets and disposes it, and nothing can
        /// disconnect while `connect` subscribes (a departure or the source's end submitted meanwhile
        /// is queued behind it).
        @usableFromInline var subscription = DisposableSlot()
        /// Whether the source is subscribed (set before `subscription` is known).
        @usableFromInline var isConnected = false
        /// The current connection's number, counted from 1: a terminal event of an older one is ignored.
        @usableFromInline var generation = 0
        /// Whether the source ended while the subject is kept (`.forever`): no reconnection then.
        @usableFromInline var sourceEnded = false

        @inlinable init() {}
    }

    @inlinable
    package init(_ source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Adds `handler` (connecting if it is the first subscriber); returns what removes it.
    ///
    /// - Parameter lifetime: the subscriber's lifetime; a synchronous source stops once every
    ///   subscriber's has ended (or its subscription was disposed).
    @inlinable
    package func subscribe(_ handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        // The `Subscriber` is the subscription and the gate: once disposed it ignores values, even
        // before the queued removal ran. Its `leave` captures only `self` (no context allocated)
        // and is made here, in code `share` inlines, so a disposal arriving through unspecialised
        // code (`Disposable.dispose()`) still runs the specialised `remove`.
        // An operator's sink is called without a retain per value (`Subscriber.keptHandler`).
        let subscriber = lifetime.operatorSink.map { Subscriber(sink: $0, keptHandler: handler) } ?? Subscriber(handler: handler)
        subscriber.leaveThroughOwner { [self] subscriber in remove(subscriber) }
        queue.submitNeverWaiting(.add(subscriber, lifetime), { run($0) })
        return subscriber
    }

    /// Removes `subscriber`, which its disposal stopped.
    @inlinable
    package func remove(_ subscriber: Subscriber<Element>) {
        queue.submitNeverWaiting(.remove(subscriber), { run($0) })
    }

    /// `subscriber`'s key in `members`: its address, unique while the member
    /// table or a queued operation holds it.
    @inlinable
    static func memberKey(_ subscriber: Subscriber<Element>) -> Int { Int(bitPattern: ObjectIdentifier(subscriber)) }

    @inlinable
    package func run(_ operation: Operation) {
        switch operation {
        case .add(let subscriber, let lifetime):
            let id = Self.memberKey(subscriber)
            let broadcaster = drained.broadcaster ?? makeBroadcaster()
            // Unlinked: the subscriber leaves when this drainer says so (`.remove`, `.ended`, or
            // just below), so it needs no weak reference to the broadcaster.
            broadcaster.addUnlinked(subscriber)
            // Disposed meanwhile (its `.remove` follows, but it is no member), or ended at once by a
            // replayed terminal event: it leaves now.
            guard !subscriber.isStopped else { return broadcaster.unsubscribe(subscriber) }
            members.add(id, subscriber, lifetime)
            if !drained.isConnected && !drained.sourceEnded { connect(broadcaster) }
        case .remove(let subscriber):
            let id = Self.memberKey(subscriber)
            // Released here, by the drainer that attached it.
            subscriber.release()
            let (wasMember, isEmpty) = members.remove(id)
            guard wasMember else { return }
            // Every member is in the current broadcaster (the members are all gone before it changes).
            drained.broadcaster?.unsubscribe(subscriber)
            if isEmpty { disconnect() }
        case .ended(let endedGeneration, let event):
            // Each connection has its own generation: a match means no reconnection happened since.
            // A `.whileConnected` share that already disconnected has no subject left to end.
            guard endedGeneration == drained.generation, let broadcaster = drained.broadcaster else { return }
            let ended = members.removeAll()
            if scope == .forever { drained.sourceEnded = true }
            // Detach first, as RxSwift does: a subscriber added from inside the terminal event is
            // queued behind this operation and then starts a new connection (`.whileConnected`) or
            // gets the replay and the terminal event (`.forever`), never the ended connection.
            disconnect()
            broadcaster.send(event)
            // Members the terminal event did not reach yet (it was queued behind another delivery).
            // Each member's subscription is its `Subscriber<Element>`, added by `.add` above.
            for member in ended.values.lazy.map({ $0.subscription as! Subscriber<Element> }) where member.stop() {
                member.release()
                broadcaster.unsubscribe(member)
            }
        }
    }

    @inlinable
    func makeBroadcaster() -> Broadcaster<Element> {
        // A `.whileConnected` broadcaster serves one connection: the next one, as the generation
        // changes only in `connect`, which connects this broadcaster next (`Connection.generation`).
        let link = scope == .whileConnected ? ShareLink(owner: self, generation: drained.generation + 1) : ShareLink()
        let made = Broadcaster<Element>(bufferSize: replay, shareLink: link, inspectedAs: nil)
        drained.broadcaster = made
        return made
    }

    /// Subscribes to the source for a new connection generation. Drainer only; no lock held, so a
    /// synchronous source may deliver (and subscribers may subscribe again) from inside.
    @inlinable
    func connect(_ broadcaster: Broadcaster<Element>) {
        drained.generation += 1
        let connectionGeneration = drained.generation
        drained.isConnected = true
        if scope == .whileConnected {
            // The broadcaster serves this connection only, so it carries the way back to this share
            // (`makeBroadcaster`), and the handler captures the broadcaster alone: a closure whose
            // only capture is one object uses it as its context, so it allocates nothing.
            assert(broadcaster.shareLink.generation == connectionGeneration, "a connection's broadcaster serves the next connection")
            // Kept: `self` holds the broadcaster as long as it holds the connection.
            drained.subscription.disposable = source.subscribe(keeping: { event in broadcaster.receiveFromSource(event) }, sink: nil, lifetime: members)
            return
        }
        // `.forever` keeps its broadcaster across connections: the generation is captured here.
        // Held weakly (the connection is part of `self`), in a `WeakCapture`: a `[weak self]` capture
        // would allocate a box of its own for every connection.
        let weakSelf = WeakCapture(self)
        drained.subscription.disposable = source.subscribe(handler: { event in
            // Values go straight to the subscribers; the end goes through the queue (see `.ended`).
            guard event.isStopEvent, let self = weakSelf.object else { return broadcaster.send(event) }
            self.queue.submitNeverWaiting(.ended(connectionGeneration, event), { self.run($0) })
        }, lifetime: members)
    }

    /// Disposes the source subscription; a `.whileConnected` share also drops its subject.
    @inlinable
    package func disconnect() {
        let subscription = drained.subscription.take()
        drained.isConnected = false
        if scope == .whileConnected { drained.broadcaster = nil }
        subscription.dispose()
    }
}

extension ObservableType {
    /// Shares one subscription to this source among all subscribers, replaying the last `replay`
    /// values to each new one. The source is subscribed when the first subscriber arrives; with
    /// `.whileConnected` it is disposed (and the replay buffer dropped) when the last one leaves or the
    /// source ends, so a later subscriber starts afresh. See `SubjectLifetimeScope` for `.forever`.
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).do(onSubscribe: { print("subscribed") })
    ///     .share(replay: 1, scope: .forever)
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.subscribe(onNext: { print($0) })
    /// // Prints:
    /// // subscribed
    /// // 1
    /// // 2
    /// // 2
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many of the latest values each new subscriber gets first; 0 by default.
    ///   - scope: Whether the replayed values outlive the connection; `.whileConnected` by default.
    /// - Returns: An observable that sends each subscriber the shared source's events, on the thread the
    ///   source sends them on; a subscriber gets nothing after its own disposal.
    ///
    /// <!-- diagram: generated by OperatorDiagramTests, do not edit -->
    /// ```
    /// let s = a.share(replay: 1)
    /// Observable.merge(s, b.flatMap { _ in s.take(1).map { $0 * 10 } })
    ///
    /// a (cold): -1-2-3-|
    /// b:        ----x--|
    /// share:    -1-2A3-|
    ///           A = 20
    /// ```
    /// How to read the diagram: <doc:ReadingDiagrams>.
    /// <!-- end diagram -->
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:) needs a replay count of zero or more")
        let shared = SharedSource(asObservable(), replay: replay, scope: scope)
        return Observable(attachWithLifetime: { handler, lifetime in shared.subscribe(handler, lifetime: lifetime) })
    }
}
