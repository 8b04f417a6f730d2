extension ObservableType {
    /// Delivers every event on `scheduler`, in the order the source sent them, one at a time per
    /// subscription (even on a concurrent scheduler), one scheduled action per event as RxSwift's
    /// `ObserveOnSink` (so on a `TestScheduler` a value and a completion sent together arrive a tick
    /// apart). Disposing drops events not yet delivered.
    ///
    /// With `MainScheduler.instance`, an event sent on the main thread is delivered at once unless
    /// earlier events of this subscription are still waiting — even inside another main-thread
    /// delivery — so a replayed value arrives during `subscribe` and chained `Driver`s stay synchronous.
    ///
    /// - Parameter scheduler: Where every event is delivered.
    /// - Returns: An observable whose events are all delivered on `scheduler`, in order; nothing is
    ///   delivered after disposal.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = ObserveOnSink(downstream, scheduler: scheduler, lifetime: lifetime)
            sink.setUpstream(source.subscribe(sink: sink, handler: { sink.on($0) }))
            return sink
        })
    }
}

/// An `observe(on:)` sink's atomic words, its first stored property (`ObserveOnSink.words`).
@usableFromInline
package struct ObserveOnWords {
    /// The upstream hand-off's bits and `ObserveOnSink.disposeCalledBit` (`InlineAtomic`).
    @usableFromInline package var state = 0
    /// The `SpinLock` guarding `ObserveOnSink.guarded`.
    @usableFromInline package var lock = SpinLock.unlocked

    /// No bit raised, unlocked.
    @inlinable package init() {}
}

/// One `observe(on:)` subscription: buffers events and runs one drain at a time on the scheduler.
///
/// As a `Lifetime` it tells a synchronous source that it was disposed or that its subscriber (running
/// on the scheduler) ended, so `from(1...).observe(on: s).take(3)` stops its source.
///
/// The per-event path is inlinable (specialised where the element type is known) and takes the lock
/// without a closure, so a send delivered inline allocates nothing. The lock is a `SpinLock` word in
/// the sink itself (its critical sections are a few instructions and never run user code), so the
/// sink is one object per subscription, with no mutex of its own.
@usableFromInline
package final class ObserveOnSink<Element>: Disposable, Lifetime, OperatorSink, @unchecked Sendable {
    /// The sink's two words (`ObserveOnWords`): `state` — the upstream hand-off's bits
    /// (`HandoffBits.lowTwoBits`: 1 released, 2 set) and `disposeCalledBit`, raised once by
    /// `dispose()`, so the sink needs no disposable or flag object — and the `SpinLock` word guarding
    /// `guarded`. The first stored property, so its address is `InlineAtomic.firstWord(of:as:)`
    /// (`wordsAddress`) and each word's a member of it: no Swift access after the initial value, no
    /// address kept.
    @usableFromInline package final var words = ObserveOnWords()
    /// `words`' address: the start of the stored properties.
    @inlinable final var wordsAddress: WordAddress<ObserveOnWords> {
        InlineAtomic.firstWord(of: self, as: ObserveOnWords.self)
    }
    /// `words.state`'s address.
    @inlinable final var stateAddress: WordAddress<Int> { wordsAddress.member(\.state) }
    /// `words.lock`'s address: the `SpinLock` guarding `guarded`.
    @inlinable final var lockAddress: WordAddress<SpinLock.Word> { wordsAddress.member(\.lock) }
    /// `state`'s bit raised by the first `dispose()`, beside the hand-off's two.
    @usableFromInline static var disposeCalledBit: Int { 4 }
    /// The upstream subscription, handed over by `UpstreamHandoff`.
    @usableFromInline @exclusivity(unchecked) var upstreamSlot = DisposableSlot()
    /// The lifetime of the subscriber this sink serves.
    @usableFromInline package let downstreamLifetime: Lifetime
    @usableFromInline package let scheduler: ImmediateSchedulerType
    /// Whether the scheduler is `MainScheduler.instance`, whose work may run inline on the main thread.
    @usableFromInline let runsInlineOnMainThread: Bool
    /// What the lock guards (see `Guarded`). `@exclusivity(unchecked)`: the lock already orders every
    /// access, and the runtime's dynamic exclusivity checks cost more than the rest of an inline delivery.
    @usableFromInline @exclusivity(unchecked) package var guarded: Guarded
    /// What only the current drainer touches (see `Batch`); the role passes under the lock, so
    /// `@exclusivity(unchecked)` too.
    @usableFromInline @exclusivity(unchecked) var taken = Batch()

    /// An `observe(on:)` subscription's state under its lock.
    @usableFromInline
    package struct Guarded {
        /// The subscriber's handler; `nil` once the subscription ended.
        @usableFromInline package var downstream: EventHandler<Element>?
        /// Events waiting for the drainer, oldest first.
        @usableFromInline package var buffer: [Event<Element>] = []
        /// Whether a drain is scheduled or running (the drainer role is taken).
        @usableFromInline var isDraining = false

        @inlinable init(_ downstream: @escaping EventHandler<Element>) { self.downstream = downstream }
    }

    /// The drainer's batch: events taken out of `Guarded.buffer`. Kept between drains and swapped
    /// with the buffer, so both arrays keep their capacity: a queued event allocates only when more
    /// are waiting than ever before.
    @usableFromInline
    struct Batch {
        @usableFromInline var events: [Event<Element>] = []
        /// The next of `events` a scheduled action delivers (`deliverNextScheduled()`).
        @usableFromInline var index = 0

        @inlinable init() {}
    }

    /// A sink delivering to `downstream` on `scheduler`, for a subscriber living for `lifetime`.
    /// Inlinable, so `observe(on:)` makes it specialised, without generic-metadata lookups.
    @inlinable
    package init(_ downstream: @escaping EventHandler<Element>, scheduler: ImmediateSchedulerType, lifetime: Lifetime) {
        guarded = Guarded(downstream)
        downstreamLifetime = lifetime
        self.scheduler = scheduler
        runsInlineOnMainThread = scheduler is MainScheduler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Whether this sink or its subscriber stopped, as seen by a synchronous source. Any thread.
    @usableFromInline package var hasEnded: Bool { isDisposed || downstreamLifetime.hasEnded }

    /// This sink: its handler captures it and it holds its upstream until disposed.
    @inlinable package var operatorSink: OperatorSink? { self }

    /// Whether `dispose()` was called (or a terminal event was delivered). Any thread.
    @inlinable package var isDisposed: Bool { InlineAtomic.load(stateAddress) & Self.disposeCalledBit != 0 }

    /// Stores the subscription to the source, once; disposes it at once if this sink was disposed.
    @usableFromInline
    func setUpstream(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: stateAddress, slot: &upstreamSlot, bits: .lowTwoBits)
    }

    /// Delivers `event` at once when on the main thread of an inline `MainScheduler` with nothing of
    /// this subscription waiting or being delivered (no buffering, no allocation); otherwise buffers
    /// it and schedules a drain unless one is pending or running.
    @inlinable
    package func on(_ event: Event<Element>) {
        guard runsInlineOnMainThread && MainScheduler.isMainThread else { return enqueue(event) }
        SpinLock.lock(lockAddress)
        guard let handler = guarded.downstream, !guarded.isDraining else {
            if guarded.downstream != nil { guarded.buffer.append(event) }
            SpinLock.unlock(lockAddress)
            return
        }
        guarded.isDraining = true
        SpinLock.unlock(lockAddress)
        if deliver(event, to: handler) { drain() }
    }

    /// Off the inline path: buffers `event` and schedules a drain unless one is pending or running.
    /// A terminal event also releases the source's subscription at once, as RxSwift's `observe(on:)`
    /// does (a test sees the source's subscription end when it ended, not when the end is delivered).
    @usableFromInline
    package func enqueue(_ event: Event<Element>) {
        SpinLock.lock(lockAddress)
        guard guarded.downstream != nil else { return SpinLock.unlock(lockAddress) }
        guarded.buffer.append(event)
        let startDrain = !guarded.isDraining
        guarded.isDraining = true
        SpinLock.unlock(lockAddress)
        if event.isStopEvent { releaseUpstream() }
        guard startDrain else { return }
        scheduleNextDelivery()
    }

    /// Disposes the source's subscription (now, or as soon as it is set), once.
    @usableFromInline
    func releaseUpstream() {
        if UpstreamHandoff.claim(state: stateAddress, bits: .lowTwoBits) { upstreamSlot.take().dispose() }
    }

    /// Schedules one action that delivers the oldest waiting event (`deliverNextScheduled()`).
    @usableFromInline
    func scheduleNextDelivery() {
        _ = scheduler.schedule(self) { sink in
            sink.deliverNextScheduled()
            return Disposables.create()
        }
    }

    /// One scheduled action: delivers the oldest waiting event, then schedules the next action if more
    /// are waiting, or ends the drainer role — one action per event, as RxSwift's `ObserveOnSink`.
    /// Drainer only.
    @usableFromInline
    func deliverNextScheduled() {
        if taken.index == taken.events.count {
            taken.events.removeAll(keepingCapacity: true)
            taken.index = 0
            SpinLock.lock(lockAddress)
            guard guarded.downstream != nil, !guarded.buffer.isEmpty else {
                guarded.isDraining = false
                SpinLock.unlock(lockAddress)
                return
            }
            swap(&taken.events, &guarded.buffer)
            SpinLock.unlock(lockAddress)
        }
        SpinLock.lock(lockAddress)
        let handler = guarded.downstream
        SpinLock.unlock(lockAddress)
        guard let handler else { return }
        let event = taken.events[taken.index]
        taken.index += 1
        guard deliver(event, to: handler) else {
            taken.events.removeAll()
            taken.index = 0
            return
        }
        if taken.index < taken.events.count {
            scheduleNextDelivery()
            return
        }
        SpinLock.lock(lockAddress)
        let more = guarded.downstream != nil && !guarded.buffer.isEmpty
        if !more { guarded.isDraining = false }
        SpinLock.unlock(lockAddress)
        if more { scheduleNextDelivery() }
    }

    /// Delivers one event as the drainer, no lock held; disposes after a terminal event.
    /// - Returns: whether draining may go on (not disposed, not ended).
    @inlinable
    package func deliver(_ event: Event<Element>, to handler: EventHandler<Element>) -> Bool {
        guard !isDisposed else { return false }
        handler(event)
        if event.isStopEvent {
            dispose()
            return false
        }
        return true
    }

    /// The inline main-thread path's drain: delivers the events buffered during an inline delivery one
    /// by one until the buffer is empty (events added meanwhile included), then ends the drainer role.
    /// Takes the whole buffer per lock acquisition; checks disposal before each event. Drainer only.
    @inlinable
    package func drain() {
        while true {
            SpinLock.lock(lockAddress)
            guard let handler = guarded.downstream, !guarded.buffer.isEmpty else {
                guarded.isDraining = false
                SpinLock.unlock(lockAddress)
                return
            }
            swap(&taken.events, &guarded.buffer)
            SpinLock.unlock(lockAddress)
            for event in taken.events where !deliver(event, to: handler) {
                taken.events.removeAll()
                return
            }
            taken.events.removeAll(keepingCapacity: true)
        }
    }

    @usableFromInline
    package func dispose() {
        guard InlineAtomic.or(stateAddress, Self.disposeCalledBit) & Self.disposeCalledBit == 0 else { return }
        // Buffered events go with the sink: dropped here, unspecialised, they cost a metadata lookup.
        SpinLock.lock(lockAddress)
        let dropped = guarded.downstream  // not `take()`: unspecialised, it boxes the closure
        guarded.downstream = nil
        SpinLock.unlock(lockAddress)
        _ = dropped  // released outside the lock
        releaseUpstream()
    }
}
