/// The state machine of the operators that run the observables of a sequence one after another:
/// `concat` moves on when the current one completes, `catch(_ sequence:)` and `retry` when it fails.
///
/// The sequence is iterated lazily, once per subscription (so it may be endless). Values pass
/// downstream; the end that does not move on (an error for `concat`, the completion for `catch`)
/// ends the sequence. When the sequence runs out, `concat` completes and `catch` sends the last
/// error (or completes, if there was no observable at all). The next source is subscribed once the
/// operation that asked for it has ended (`SerialSink.subscribe`), so its values are delivered as
/// it sends them; a run of sources that end while subscribing is subscribed in a loop (the drain of
/// `SerialSink.starts`, see `startPendingSubscriptions`) instead of growing the stack, and the loop
/// stops as soon as the subscriber ended (say a `take(3)` still inside `subscribe`, which cannot
/// dispose the sink yet).
@usableFromInline
package struct SourceSequenceState<Sources: Sequence, Output>: SerialSinkState
where Sources.Element == Observable<Output> {
    @usableFromInline
    package enum Operation {
        /// Subscribe to the first source; submitted once, when the subscription starts.
        case start
        /// An event of the current source.
        case event(Event<Output>)
    }

    @usableFromInline package let sources: Sources
    /// Whether a failure (`catch`, `retry`) rather than a completion (`concat`) moves on.
    @usableFromInline package let movesOnError: Bool
    /// Made on `.start`, so every subscription iterates the sequence afresh.
    @usableFromInline package var iterator: Sources.Iterator?
    /// The subscription to the current source.
    @usableFromInline package var current: Int?
    /// The error of the source that failed last (`catch` only), sent when no source is left.
    @usableFromInline package var lastError: Error?

    /// - Parameters:
    ///   - sources: the observables to run, in order.
    ///   - movesOnError: `true` for `catch`/`retry`, `false` for `concat`.
    @inlinable
    package init(_ sources: Sources, movesOnError: Bool) {
        (self.sources, self.movesOnError) = (sources, movesOnError)
    }

    @inlinable
    package mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .event(.next(let value)):
            sink.forwardNext(value)
        case .event(.error(let error)) where !movesOnError:
            sink.forwardError(error)
        case .event(.completed) where movesOnError:
            sink.forwardCompleted()
        case .event(.error(let error)):
            lastError = error
            subscribeNext(sink)
        case .start, .event(.completed):
            subscribeNext(sink)
        }
    }

    /// Lets go of the current source and subscribes to the next one, or ends the sequence.
    @inlinable
    package mutating func subscribeNext(_ sink: SerialSink<Self>) {
        if let current { sink.removeSubscription(current) }
        current = nil
        if sink.hasEnded { return }
        if iterator == nil { iterator = sources.makeIterator() }
        guard let next = iterator?.next() else {
            if let lastError { return sink.forwardError(lastError) }
            return sink.forwardCompleted()
        }
        current = sink.subscribe(next) { .event($1) }
    }
}

extension Observable {
    /// Runs the observables of `sources` one after another (see `SourceSequenceState`).
    @inlinable
    package static func sequential<Sources: Sequence>(
        _ sources: Sources, movesOnError: Bool, operatorName: StaticString = #function
    ) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(SourceSequenceState(sources, movesOnError: movesOnError), downstream, lifetime: lifetime)
            sink.submit(.start)
            return sink
        }, operatorName: operatorName)
    }
}

extension SerialSink {
    /// Sends a value or end of a source downstream unchanged. Drainer only.
    @inlinable
    package func forwardTerminalOrNext(_ event: Event<State.Output>) {
        switch event {
        case .next(let value): forwardNext(value)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
