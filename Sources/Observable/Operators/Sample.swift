/// The state of `sample`: the latest unsent source value, sent on each sampler tick.
struct SampleState<Element, Sampler>: SerialSinkState {
    typealias Output = Element

    /// What the sources submit, one at a time, to `apply`.
    enum Operation {
        case source(Event<Element>)
        case sampler(Event<Sampler>)
    }

    /// Sent on a tick when the source has no new value.
    let defaultValue: Element?
    private var latest: Element?
    private var sourceEnded = false

    /// A state that sends `defaultValue` on ticks without a new value (nothing if `nil`).
    init(defaultValue: Element?) { self.defaultValue = defaultValue }

    /// Runs one operation (on the sink's drainer only).
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .source(.next(let value)):
            latest = value
        case .source(.error(let error)), .sampler(.error(let error)):
            sink.forwardError(error)
        case .source(.completed):
            sourceEnded = true
        case .sampler(.next), .sampler(.completed):
            if let value = latest ?? defaultValue {
                latest = nil
                sink.forwardNext(value)
            }
            if sourceEnded { sink.forwardCompleted() }
        }
    }
}

extension ObservableType {
    /// Each time `sampler` sends a value (or completes), sends this source's latest value if it sent a
    /// new one since the previous tick — otherwise `defaultValue`, if given (RxSwift's `sample`).
    ///
    /// - Parameters:
    ///   - sampler: The ticks, subscribed after this source. Its error fails the sequence.
    ///   - defaultValue: What to send on a tick without a new value; by default nothing is sent.
    /// - Returns: An observable whose events are serialized (see CONTRACT.md). It completes on the
    ///   first tick (or sampler completion) after this source completed; this source's error fails it
    ///   at once.
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let ticks = sampler.asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            typealias State = SampleState<Element, Sampler.Element>
            let sink = SerialSink(State(defaultValue: defaultValue), downstream, lifetime: lifetime)
            sink.subscribe(source, State.Operation.source)
            sink.subscribe(ticks, State.Operation.sampler)
            return sink
        })
    }
}
