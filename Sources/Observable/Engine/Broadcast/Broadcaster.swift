/// The engine shared by every subject and relay: an observer list fed through a `SerialQueue`.
///
/// Every send, subscribe and unsubscribe is an operation on the queue, so all observers see one
/// order, a value sent from inside a handler is delivered after the current value reached everyone,
/// an observer added during delivery does not get the value in flight, and no lock is held while a
/// handler runs. Sending a value to existing observers allocates nothing.
///
/// It is itself the `Observable` its relay hands out (a subject is an `Observable` that subscribes
/// here); each observer is one `Subscriber`: the list entry, the handler and the disposable at once.
@usableFromInline
package final class Broadcaster<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    package enum Operation {
        case event(Event<Element>)
        case add(Subscriber<Element>)
        case remove(Subscriber<Element>)
    }

    /// The broadcaster's atomic words (`BroadcasterWords`), in an object of their own
    /// (`BroadcasterWordStorage`): its `SerialQueue`'s, and the observer count and next id. Every
    /// send, subscribe and unsubscribe that finds the queue idle runs on the queue's state and order
    /// words alone (`Broadcaster+Queue.swift`), so the queue object (published at
    /// `words.queue.contended`) is made only when someone finds the queue busy.
    @usableFromInline package let wordStorage = BroadcasterWordStorage()

    /// The words' address; each word's is a member of it (`WordAddress.member`): `wordStorage`'s
    /// address plus a constant.
    @inlinable final var wordsAddress: WordAddress<BroadcasterWords> { wordStorage.address }
    @inlinable final var queueStateAddress: WordAddress<Int> { wordsAddress.member(\.queue.state) }
    @inlinable final var queueOrderAddress: WordAddress<SpinLock.Word> { wordsAddress.member(\.queue.order) }
    @inlinable final var queueObjectAddress: WordAddress<Int> { wordsAddress.member(\.queue.contended) }
    @inlinable final var nextIDAddress: WordAddress<Int> { wordsAddress.member(\.nextID) }
    @inlinable final var observerCountAddress: WordAddress<Int> { wordsAddress.member(\.observerCount) }

    /// The share whose connection this broadcaster serves and the connection's generation
    /// (`ShareLink`): given only to the broadcaster of a `.whileConnected` `share` connection
    /// (`Broadcaster+Share.swift`); empty otherwise.
    @usableFromInline let shareLink: ShareLink
    /// How many past values a new observer receives: 0 publish, 1 behavior, n replay.
    @usableFromInline package let bufferSize: Int
    /// Whether `latest` is kept for synchronous reads (`BehaviorRelay.value`).
    @usableFromInline let tracksLatest: Bool
    /// Whether `send` leaves its direct path for `sendRecording`: the broadcaster records the latest
    /// event (`tracksLatest`) or the binding inspector records its events (`isInspected`). One flag,
    /// so a relay that records nothing tests one byte per send, as before the inspector.
    @usableFromInline let takesRecordingPath: Bool
    /// Whether the binding inspector records this broadcaster's events (it has an `inspectorNode`).
    @usableFromInline let isInspected: Bool

    /// The observers, the replay and the end (`DeliveryState`), owned by the queue's drainer
    /// (`@exclusivity(unchecked)`: only the drainer touches it, and the role passes between threads
    /// through the queue, so each access happens-before the next).
    @usableFromInline @exclusivity(unchecked) var delivery = DeliveryState<Element>()
    /// The latest value and the end, for synchronous reads (`RecordedEvents`). Guarded by the queue's
    /// order lock; written as each event is sent, in the order of delivery.
    @usableFromInline @exclusivity(unchecked) var recorded = RecordedEvents<Element>()

    /// A broadcaster replaying up to `bufferSize` past values; `initial` seeds the buffer and, with
    /// `tracksLatest`, the recorded latest value; `shareLink` is the way back to the `share` whose
    /// `.whileConnected` connection it serves (empty for every other broadcaster); `kind` names it
    /// for the binding inspector (`PublishRelay`, …; `nil` for a `share`'s, which its `share` node
    /// stands for).
    ///
    /// Inlinable, so a caller that knows `Element` (a relay, `share`'s connection) runs it
    /// specialised: no generic-metadata lookups, and the never-called `attach` placeholder is a
    /// closure without context (made in generic code it captures `Element`'s metadata: one allocation
    /// per broadcaster).
    @inlinable
    package init(
        bufferSize: Int, initial: Element? = nil, tracksLatest: Bool = false, shareLink: ShareLink = ShareLink(),
        inspectedAs kind: StaticString?
    ) {
        self.bufferSize = bufferSize
        self.tracksLatest = tracksLatest
        self.shareLink = shareLink
        if let initial {
            delivery.replayedOne = initial
            recorded.latest = initial
        }
        let inspectorNode = kind.flatMap { RecordingNode<Element>.forSource($0, role: .broadcaster) }
        isInspected = inspectorNode != nil
        takesRecordingPath = tracksLatest || isInspected
        // Subscriptions are added to this broadcaster (`addSubscriber`), `attach` is never called.
        super.init(
            subscribeKind: { observable, downstream in (observable as! Broadcaster<Element>).addSubscriber(for: downstream) },
            inspectorNode: inspectorNode)
    }

    deinit {
        // Nobody else can reach the observers now: their closures go with the broadcaster, even if
        // their subscriptions are still held somewhere.
        delivery.list.forEachSubscriber { $0.broadcasterEnded() }
        delivery.list.deallocate()
        LazyObject.release(queueObjectAddress)
    }

    /// Whether anyone is subscribed right now.
    @inlinable package var hasObservers: Bool { InlineAtomic.load(observerCountAddress) > 0 }

    /// Adds a `Subscriber` for `downstream` to the observer list (see `Downstream`) and returns it:
    /// this broadcaster's `subscribeKind`, and a subject's.
    @inlinable
    package func addSubscriber(for downstream: Downstream<Element>) -> Disposable {
        if let inspectorNode { return Inspector.subscribe(downstream, to: inspectorNode) { addSubscriberUninspected(for: $0) } }
        return addSubscriberUninspected(for: downstream)
    }

    /// `addSubscriber(for:)` without the inspector's record of it.
    @inlinable
    func addSubscriberUninspected(for downstream: Downstream<Element>) -> Disposable {
        let subscriber: Subscriber<Element>
        switch downstream {
        case .subscriber(let closures, let ends):
            subscriber = Subscriber(closures: closures, ends: ends, sink: nil, keptHandler: nil)
        case .retained(let handler, _): subscriber = Subscriber(handler: handler)
        case .kept(let handler, let sink, _): subscriber = Subscriber(sink: sink, keptHandler: handler)
        }
        add(subscriber)
        return subscriber
    }

    /// Adds `subscriber` to the observer list; it first receives the replayed values (or the
    /// terminal event). Disposing it removes it.
    @inlinable
    package func add(_ subscriber: Subscriber<Element>) {
        subscriber.broadcaster = self
        // No captures, so no allocation; built here, so leaving runs code specialised for `Element`.
        subscriber.leave = { subscriber in subscriber.broadcaster?.unsubscribe(subscriber) }
        addUnlinked(subscriber)
    }

    /// Adds `subscriber` like `add`, but without linking it back to this broadcaster: stopping it
    /// does not leave by itself, and the caller must `unsubscribe` it once it stopped. For `share`,
    /// whose drainer knows which broadcaster holds each member: the subscriber then holds no weak
    /// reference to the broadcaster, which spares each connection's broadcaster its weak-reference
    /// side table (one allocation per connection).
    @inlinable
    func addUnlinked(_ subscriber: Subscriber<Element>) {
        subscriber.setID(InlineAtomic.add(nextIDAddress, 1))
        changeObservers(.add(subscriber)) { attach(subscriber) }
    }

    /// Removes `subscriber`, which has stopped, from the list and drops its closures.
    @inlinable
    package func unsubscribe(_ subscriber: Subscriber<Element>) {
        changeObservers(.remove(subscriber)) { detach(subscriber) }
    }

    /// Adds or removes an observer (`add`, `unsubscribe`): if the queue is idle, runs `uncontended` (the
    /// operation's work, done directly) as its drainer and then what was queued meanwhile; otherwise
    /// builds `operation` and queues it for the drainer, without waiting (subscribing and disposing
    /// must return even while a handler blocks). The `Operation` is built only on the contended path:
    /// building it always and running it through `apply` cost about 95 more instructions per
    /// subscribe-and-dispose (callgrind).
    ///
    /// - Parameters:
    ///   - operation: `.add` or `.remove` of the subscriber; built only if the queue is busy.
    ///   - uncontended: Does what `apply(operation)` would (`attach` or `detach`).
    @inlinable
    func changeObservers(_ operation: @autoclosure () -> Operation, uncontended: () -> Void) {
        if tryBeginDraining() {
            uncontended()
            finishDraining()
        } else {
            queue.submitContendedNeverWaiting(operation(), { apply($0) })
        }
    }

    /// The latest value sent and the terminal state, read atomically with respect to `send`.
    /// Inlinable, so reading a relay's `value` is specialised in the caller (no tuple-metadata lookup).
    @inlinable
    func snapshotLatest() -> (value: Element?, termination: Termination) {
        SerialQueue<Operation>.withOrderLock(orderWord: queueOrderAddress) { (recorded.latest, recorded.termination) }
    }

    /// Records `event` for synchronous reads. Runs with the queue's order lock held.
    @inlinable
    package func record(_ event: Event<Element>) {
        guard case .running = recorded.termination else { return }
        switch event {
        case .next(let value): recorded.latest = value
        case .error(let error): recorded.termination = .failed(error)
        case .completed: recorded.termination = .completed
        }
    }

    /// Delivers `event` to every observer (and records a terminal event). Only ever called by the
    /// queue's drainer.
    @inlinable
    package func deliver(_ event: Event<Element>) {
        guard case .running = delivery.terminal else { return }
        guard case .next(let value) = event else { return deliverTerminal(event) }
        if bufferSize == 1 {
            delivery.replayedOne = value  // a behavior subject or relay: one store, inline
        } else if bufferSize > 0 {
            remember(value)
        }
        delivery.list.deliver(event)
    }

    /// The terminal half of `deliver`: records `event`, empties the list and sends `event` to every
    /// observer that was on it. Out of line, so the per-value half stays small enough to inline.
    @inlinable @inline(never)
    func deliverTerminal(_ event: Event<Element>) {
        delivery.terminal = event.error.map { .failed($0) } ?? .completed
        let stopped = delivery.list.removeAll()
        InlineAtomic.store(observerCountAddress, 0)
        if bufferSize == 1 && tracksLatest { delivery.replayedOne = nil }
        stopped.first?.subscriber.on(event)
        for entry in stopped.entries where !entry.isRemoved { entry.subscriber.on(event) }
    }

    /// Runs one operation. Only ever called by the queue's drainer.
    @inlinable
    package func apply(_ operation: Operation) {
        switch operation {
        case .event(let event):
            deliver(event)
        case .add(let subscriber):
            attach(subscriber)
        case .remove(let subscriber):
            detach(subscriber)
        }
    }

    /// Replays to `subscriber`, then adds it to the list (unless it stopped meanwhile, or this
    /// broadcaster has ended). Only ever called by the queue's drainer.
    @inlinable
    package func attach(_ subscriber: Subscriber<Element>) {
        if let replayedOne = delivery.replayedOne { subscriber.on(.next(replayedOne)) }
        for value in delivery.buffer { subscriber.on(.next(value)) }
        if case .failed(let error) = delivery.terminal {
            subscriber.on(.error(error))
        } else if case .completed = delivery.terminal {
            subscriber.on(.completed)
        } else if subscriber.isStopped {
            subscriber.dropHandlers()  // disposed before it was added (or while replaying)
        } else {
            delivery.list.append(subscriber)
            InlineAtomic.add(observerCountAddress, 1)
        }
    }

    /// Drops `subscriber`'s closures and removes it from the list. Only ever called by the drainer.
    @inlinable
    func detach(_ subscriber: Subscriber<Element>) {
        subscriber.dropHandlers()
        if delivery.list.remove(subscriber) { InlineAtomic.add(observerCountAddress, -1) }
    }

    /// Appends `value` to the replay buffer (for `bufferSize` above 1), dropping the oldest if full.
    @inlinable
    func remember(_ value: Element) {
        if delivery.buffer.count == bufferSize { delivery.buffer.removeFirst() }
        delivery.buffer.append(value)
    }
}
