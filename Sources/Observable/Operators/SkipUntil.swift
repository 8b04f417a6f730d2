/// The state of `skip(until: other)`: drops the source's values until `other` sends one.
struct SkipUntilState<Element, Other>: SerialSinkState {
    typealias Output = Element

    /// What the sources submit, one at a time, to `apply`.
    enum Operation {
        case source(Event<Element>)
        case other(Event<Other>)
        /// `other`'s subscription key, submitted right after subscribing.
        case otherSubscribed(CompositeDisposable.DisposeKey)
    }

    private var isOpen = false
    private var otherKey: CompositeDisposable.DisposeKey?

    /// Runs one operation (on the sink's drainer only).
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .source(.next(let value)):
            if isOpen { sink.forwardNext(value) }
        case .source(.error(let error)), .other(.error(let error)):
            sink.forwardError(error)
        case .source(.completed):
            // As RxSwift: a source that completes before the gate opened ends silently.
            if isOpen { sink.forwardCompleted() } else { sink.dispose() }
        case .other(.next):
            // `other` has done its job: release it (its later values do not matter).
            guard !isOpen else { return }
            isOpen = true
            if let otherKey { sink.subscriptions.remove(for: otherKey) }
        case .other(.completed):
            break  // its completion released it; the gate stays as it is
        case .otherSubscribed(let key):
            otherKey = key
            if isOpen { sink.subscriptions.remove(for: key) }
        }
    }
}

extension ObservableType {
    /// Drops this source's values until `other` sends its first value, then passes on everything
    /// (RxSwift's `skip(until:)`); `other` is released once it sent a value or completed.
    ///
    /// - Parameter other: The opening signal, subscribed after this source. Its error fails the
    ///   sequence; if it completes without a value, no value is ever passed on.
    /// - Returns: An observable whose events from both sources are serialized (see CONTRACT.md). If this
    ///   source completes before `other` opened the gate, the sequence ends without a terminal event
    ///   (as in RxSwift) and both subscriptions are released.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let opener = other.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = SkipUntilState<Element, Other.Element>
            let sink = SerialSink(State(), downstream, lifetime: lifetime)
            sink.subscribe(source, State.Operation.source)
            if let key = sink.subscribe(opener, State.Operation.other) { sink.submit(.otherSubscribed(key)) }
            return sink
        })
    }
}
