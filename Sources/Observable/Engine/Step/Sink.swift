/// What a broadcaster's `Subscriber` knows of the operator sink it delivers to
/// (`Subscriber.sink`): how to make the sink let go of its upstream subscription (that subscriber)
/// when the broadcaster is freed first.
@usableFromInline
package protocol OperatorSink: AnyObject, Sendable {
    /// Disposes the sink's upstream subscription.
    func dispose()
}

/// The per-subscription state of a single-source operator: its downstream handler and its upstream
/// subscription. Enforces the grammar (nothing after a terminal event) and releases the upstream on
/// a terminal event or on disposal.
///
/// Events reach a sink serially (its source guarantees it); `isStopped` is a bit of the sink's state
/// word, so it needs neither a lock nor a field of its own.
///
/// Not `final`: `StepSink` subclasses it to hold an operator's closures and state inline, so they
/// and this hand-off are one object. Every member is `final`, so no call through a sink is
/// dispatched dynamically.
@usableFromInline
package class Sink<Output>: Disposable, Lifetime, OperatorSink, @unchecked Sendable {
    /// The upstream subscription's hand-off state (`UpstreamHandoff`, `HandoffBits.lowTwoBits`: 1 disposed, 2 set)
    /// and `stoppedBit`, stored in the sink itself so a sink is one allocation, not three.
    @usableFromInline package final var upstreamState = 0
    /// `upstreamState`'s address: it is the first stored property (`InlineAtomic.firstWord(of:)`).
    @inlinable package final var upstreamStateAddress: WordAddress<Int> { InlineAtomic.firstWord(of: self) }
    @usableFromInline package final let downstream: EventHandler<Output>
    /// The upstream subscription, handed over by `UpstreamHandoff`.
    @usableFromInline @exclusivity(unchecked) final var upstreamSlot = DisposableSlot()
    /// The lifetime of the subscriber this sink serves.
    @usableFromInline package final let downstreamLifetime: Lifetime
    /// `upstreamState`'s bit raised by the terminal event the sink forwards (or drops): nothing is
    /// forwarded after it. Raised and read only by the thread delivering to the sink.
    @inlinable package static var stoppedBit: Int { 4 }
    /// Whether the sink received or sent its terminal event.
    @inlinable package final var isStopped: Bool { InlineAtomic.load(upstreamStateAddress) & Self.stoppedBit != 0 }

    @usableFromInline package init(_ downstream: @escaping EventHandler<Output>, lifetime: Lifetime = EndlessLifetime.shared) {
        self.downstream = downstream
        self.downstreamLifetime = lifetime
        Resources.incrementTotal()
    }

    /// The upstream subscription, to set once (`sink.upstream.setDisposable(…)`) — a view of the
    /// sink's own fields, so it costs no object of its own.
    @inlinable package final var upstream: SinkUpstream<Output> { SinkUpstream(sink: self) }

    /// This sink: its handlers capture it and it holds its upstream until disposed.
    @inlinable package final var operatorSink: OperatorSink? { self }

    /// Whether this sink stopped (terminal event or disposal) or its own subscriber did.
    @usableFromInline package final var hasEnded: Bool { upstream.isDisposed || downstreamLifetime.hasEnded }

    deinit { Resources.decrementTotal() }

    /// Passes `event` downstream; a terminal event stops the sink and disposes the upstream.
    @inlinable
    package final func forward(_ event: Event<Output>) {
        if case .next = event {
            guard !isStopped else { return }
            downstream(event)
        } else {
            end(event)
        }
    }

    /// The terminal half of `forward`: passes `event` downstream unless stopped or disposed, stops and
    /// disposes the upstream. Out of line, so the per-value path of every operator stays small.
    ///
    /// "Or disposed": an operator that sends a value and its end in one go (`reduce`, `timer`,
    /// `catchAndReturn`, …) may have been disposed from below by the value (a `take(1)` further down
    /// ended the chain); the end then reaches no one, as RxSwift's sinks check disposal before forwarding.
    @inlinable @inline(never)
    package final func end(_ event: Event<Output>) {
        guard InlineAtomic.or(upstreamStateAddress, Self.stoppedBit) & Self.stoppedBit == 0 else { return }
        if !hasEnded { downstream(event) }
        upstream.dispose()
    }

    /// Passes `.next(value)` downstream.
    @inlinable package final func forwardNext(_ value: Output) { forward(.next(value)) }

    /// Ends the sequence downstream with `error`.
    @inlinable package final func forwardError(_ error: Error) { end(.error(error)) }

    /// Ends the sequence downstream with `.completed`.
    @inlinable package final func forwardCompleted() { end(.completed) }

    @usableFromInline package final func dispose() { upstream.dispose() }
}

/// `Sink.upstream`: what `SingleAssignmentDisposable` offers, on the sink's own fields.
@usableFromInline
package struct SinkUpstream<Output> {
    @usableFromInline package let sink: Sink<Output>

    @inlinable package init(sink: Sink<Output>) { self.sink = sink }

    /// Whether the upstream was disposed (the sink stopped or was disposed).
    @inlinable package var isDisposed: Bool { InlineAtomic.load(sink.upstreamStateAddress) & 1 != 0 }

    /// Sets the upstream subscription, once; disposes it at once if the sink was already disposed.
    @inlinable
    package func setDisposable(_ disposable: Disposable) {
        UpstreamHandoff.set(disposable, state: sink.upstreamStateAddress, slot: &sink.upstreamSlot, bits: .lowTwoBits)
    }

    /// Disposes the upstream subscription (now, or as soon as it is set), once.
    @inlinable
    package func dispose() {
        if UpstreamHandoff.claim(state: sink.upstreamStateAddress, bits: .lowTwoBits) { sink.upstreamSlot.take().dispose() }
    }
}

extension ObservableType {
    /// Builds a single-source operator: for each subscription, `makeHandler` receives a fresh sink and
    /// returns the handler for upstream events (per-subscription state lives in that closure). The
    /// handler closure captures the sink and the operator's closures, so it costs an allocation per
    /// subscription: a hot operator uses `lift(_ step:)` with its own `SinkStep` instead.
    @inlinable
    package func lift<Output>(
        _ makeHandler: @escaping (Sink<Output>) -> EventHandler<Element>, operatorName: StaticString = #function
    ) -> Observable<Output> {
        let source = asObservable()
        return Observable<Output>(source: source, attachWithLifetime: { [source = UnownedSource(source)] downstream, lifetime in
            let sink = Sink(downstream, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(sink: sink, handler: makeHandler(sink)))
            return sink
        }, operatorName: operatorName)
    }
}
