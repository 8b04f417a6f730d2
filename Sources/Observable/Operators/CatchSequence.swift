/// The per-subscription state of `Observable.catch(_ sequence:)` and `retry`: subscribes to the
/// sources of `sources` one after another, moving on to the next one whenever the current one fails.
///
/// Values and completion of the current source pass downstream; when the sources run out, the last
/// error is sent (or `.completed`, if there was no source at all). Each resubscription is an
/// operation on the sink's queue, so a source that fails synchronously is retried in a loop, not
/// by recursion.
@usableFromInline
struct CatchSequenceState<Sources: IteratorProtocol, Output>: SerialSinkState
where Sources.Element == Observable<Output> {
    /// `.subscribeNext` starts the next source; `.event` is an event of the current one.
    @usableFromInline
    enum Operation {
        case subscribeNext
        case event(Event<Output>)
    }

    /// The sources not tried yet.
    @usableFromInline var sources: Sources
    /// The subscription to the current source, removed when it fails.
    @usableFromInline var current: CompositeDisposable.DisposeKey?
    /// The error of the source that failed last, sent when no source is left.
    @usableFromInline var lastError: Error?

    @inlinable
    init(_ sources: Sources) { self.sources = sources }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .subscribeNext:
            guard let next = sources.next() else {
                if let lastError { sink.forwardError(lastError) } else { sink.forwardCompleted() }
                return
            }
            current = sink.subscribe(next) { .event($0) }
        case .event(.error(let error)):
            if let current { sink.subscriptions.remove(for: current) }
            current = nil
            lastError = error
            sink.submit(.subscribeNext)
        case .event(let event):
            sink.forwardTerminalOrNext(event)
        }
    }
}

extension SerialSink {
    /// Sends a value or completion of a source downstream unchanged. Drainer only.
    @inlinable
    func forwardTerminalOrNext(_ event: Event<State.Output>) {
        switch event {
        case .next(let value): forwardNext(value)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

extension Observable {
    /// Subscribes to the observables of `sequence` one after another, continuing with the next one
    /// whenever the current one fails; values and completion pass downstream unchanged. When every
    /// observable failed, the sequence ends with the last error; an empty `sequence` completes at once.
    ///
    /// `sequence` is iterated lazily, once per subscription, so it may be infinite.
    ///
    /// ```
    /// Observable.catch([a, b])
    ///
    /// a:       -1-#
    /// b:          -2|
    /// catch:   -1--2|
    /// ```
    ///
    /// - Parameter sequence: the observables to try, in order.
    /// - Returns: an observable that fails only when the last observable of `sequence` fails.
    @inlinable
    public static func `catch`<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(CatchSequenceState(sequence.makeIterator()), downstream, lifetime: lifetime)
            sink.submit(.subscribeNext)
            return sink
        })
    }
}

extension ObservableType {
    /// Resubscribes to this observable whenever it fails, forever; values and completion pass
    /// downstream unchanged. The sequence never fails (it ends only by completion or disposal).
    ///
    /// ```
    /// a.retry()
    ///
    /// a (cold): -1-#
    /// retry:    -1--1--1- …
    /// ```
    @inlinable
    public func retry() -> Observable<Element> {
        Observable.catch(repeatElement(asObservable(), count: Int.max))
    }

    /// Subscribes to this observable at most `maxAttemptCount` times in all, resubscribing when it
    /// fails; the error of the last attempt ends the sequence. Values and completion pass downstream
    /// unchanged. With `maxAttemptCount` ≤ 0 the sequence completes at once without subscribing.
    ///
    /// ```
    /// a.retry(2)
    ///
    /// a (cold): -1-#
    /// retry:    -1--1-#
    /// ```
    ///
    /// - Parameter maxAttemptCount: the number of subscriptions, the first one included.
    @inlinable
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        Observable.catch(repeatElement(asObservable(), count: Swift.max(0, maxAttemptCount)))
    }
}
