/// The state of `take(until: other)`: passes the source on until `other` sends a value.
struct TakeUntilState<Element, Other>: SerialSinkState {
    typealias Output = Element

    /// What the sources submit, one at a time, to `apply`.
    enum Operation {
        case source(Event<Element>)
        case other(Event<Other>)
    }

    /// Runs one operation (on the sink's drainer only).
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .source(.next(let value)): sink.forwardNext(value)
        case .source(.error(let error)), .other(.error(let error)): sink.forwardError(error)
        case .source(.completed), .other(.next): sink.forwardCompleted()
        case .other(.completed):
            // `other` can no longer stop the source (its completion released it): keep going.
            break
        }
    }
}

extension ObservableType {
    /// Passes on this source's events until `other` sends its first value, then completes and
    /// releases both (RxSwift's `take(until:)`).
    ///
    /// - Parameter other: The stopping signal, subscribed before this source. Its error fails the
    ///   sequence; its completion without a value releases it (this source goes on).
    /// - Returns: An observable whose events from both sources are serialized (any thread, no nesting,
    ///   see CONTRACT.md); nothing is sent after the terminal event or disposal.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let stopper = other.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = TakeUntilState<Element, Other.Element>
            let sink = SerialSink(State(), downstream, lifetime: lifetime)
            sink.subscribe(stopper, State.Operation.other)
            sink.subscribe(source, State.Operation.source)
            return sink
        })
    }

    /// Passes on values until one satisfies `predicate`, then completes (that value is passed on first
    /// if `behavior` is `.inclusive`). A thrown error ends the sequence. The opposite of `take(while:)`.
    ///
    /// - Parameters:
    ///   - predicate: Whether a value is the one to stop at.
    ///   - behavior: Whether the stopping value is passed on; `.exclusive` by default.
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}
