/// The state machine of `take(until: other)` and `skip(until: other)`: a gate on the source's values
/// that `other`'s first value shuts (`take`, which then completes) or opens (`skip`, which then lets
/// go of `other`). Errors of either source fail the sequence; `other` completing without a value
/// changes nothing.
@usableFromInline
package struct UntilState<Element, Other>: SerialSinkState {
    @usableFromInline package typealias Output = Element

    /// What the sources submit, one at a time, to `apply`. Flat (no `Event` nested inside), so moving
    /// one through the queue copies a single enum.
    @usableFromInline
    package enum Operation {
        case sourceNext(Element)
        case sourceCompleted
        /// `other` sent a value (dropped: only its arrival matters).
        case otherNext
        case otherCompleted
        /// Either source failed.
        case error(Error)
        /// `other`'s subscription key, submitted right after subscribing it.
        case otherSubscribed(Int)

        /// The operation for `event` of the source.
        @inlinable
        package static func source(_ event: Event<Element>) -> Operation {
            switch event {
            case .next(let value): return .sourceNext(value)
            case .error(let error): return .error(error)
            case .completed: return .sourceCompleted
            }
        }

        /// The operation for `event` of `other`.
        @inlinable
        package static func other(_ event: Event<Other>) -> Operation {
            switch event {
            case .next: return .otherNext
            case .error(let error): return .error(error)
            case .completed: return .otherCompleted
            }
        }
    }

    /// Whether `other`'s first value ends the sequence (`take`) rather than opening the gate (`skip`).
    @usableFromInline package let otherStops: Bool
    /// Whether the source's values pass; starts open for `take`, shut for `skip`.
    @usableFromInline package var isOpen: Bool
    @usableFromInline package var otherKey: Int?

    /// - Parameter otherStops: `true` for `take(until:)`, `false` for `skip(until:)`.
    @inlinable
    package init(otherStops: Bool) {
        self.otherStops = otherStops
        isOpen = otherStops
    }

    /// Runs one operation (on the sink's drainer only).
    @inlinable
    package mutating func apply(_ operation: consuming Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .sourceNext(let value):
            if isOpen { sink.forwardNext(value) }
        case .error(let error):
            sink.forwardError(error)
        case .sourceCompleted:
            // As RxSwift: a `skip` source that completes before the gate opened ends silently.
            if isOpen { sink.forwardCompleted() } else { sink.dispose() }
        case .otherNext:
            if otherStops { return sink.forwardCompleted() }
            // `other` has done its job: release it (its later values do not matter).
            guard !isOpen else { return }
            isOpen = true
            if let otherKey { sink.removeSubscription(otherKey) }
        case .otherCompleted:
            break  // its completion released it; the gate stays as it is
        case .otherSubscribed(let key):
            otherKey = key
            if isOpen && !otherStops { sink.removeSubscription(key) }
        }
    }
}

extension ObservableType {
    /// This source gated by `other` (see `UntilState`). `take` subscribes `other` first, `skip` second,
    /// as RxSwift does.
    @inlinable
    package func until<Other: ObservableType>(_ other: Other, otherStops: Bool, operatorName: StaticString = #function) -> Observable<Element> {
        let source = asObservable()
        let gate = other.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = UntilState<Element, Other.Element>
            let sink = SerialSink(State(otherStops: otherStops), downstream, lifetime: lifetime)
            if !otherStops { sink.subscribe(source) { .source($1) } }
            if let key = sink.subscribe(gate, { .other($1) }) { sink.submit(.otherSubscribed(key)) }
            if otherStops { sink.subscribe(source) { .source($1) } }
            return sink
        }, operatorName: operatorName)
    }
}
