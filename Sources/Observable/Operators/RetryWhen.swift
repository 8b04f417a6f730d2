/// The per-subscription state of `retry(when:)`: the source's current subscription and the subject
/// its errors go to, and the reaction to the notifier the handler built from that subject.
@usableFromInline
struct RetryWhenState<Output>: SerialSinkState {
    /// `.subscribe` (re)subscribes to the source; `.source` is one of its events; `.trigger` is an
    /// event of the notifier with its value dropped.
    @usableFromInline
    enum Operation {
        case subscribe
        case source(Event<Output>)
        case trigger(Event<Void>)
    }

    /// The observable retried.
    @usableFromInline let source: Observable<Output>
    /// Receives each error of the source; the handler's notifier is built from it.
    @usableFromInline let errors: PublishSubject<Error>
    /// The subscription to the source, removed when it fails or is replaced.
    @usableFromInline var current: CompositeDisposable.DisposeKey?

    @inlinable
    init(_ source: Observable<Output>, _ errors: PublishSubject<Error>) {
        self.source = source
        self.errors = errors
    }

    @inlinable
    mutating func apply(_ operation: Operation, _ sink: SerialSink<Self>) {
        switch operation {
        case .subscribe, .trigger(.next):
            if let current { sink.subscriptions.remove(for: current) }
            current = sink.subscribe(source) { .source($0) }
        case .source(.error(let error)):
            if let current { sink.subscriptions.remove(for: current) }
            current = nil
            errors.on(.next(error))
        case .source(let event):
            sink.forwardTerminalOrNext(event)
        case .trigger(.error(let error)):
            sink.forwardError(error)
        case .trigger(.completed):
            sink.forwardCompleted()
        }
    }
}

extension ObservableType {
    /// Resubscribes to this observable when the notifier that `notificationHandler` builds sends a
    /// value; values and completion of this observable pass downstream unchanged.
    ///
    /// For each subscription, `notificationHandler` is called once with an observable of this
    /// observable's errors (each failure sends its error there, and nothing else happens until the
    /// notifier reacts). The notifier is subscribed first, then this observable. A value of the
    /// notifier resubscribes to this observable (replacing the current subscription, if any); the
    /// notifier's completion completes the sequence and its error ends the sequence with that error.
    ///
    /// ```
    /// a.retry { errors in errors.delay(.seconds(2), scheduler: s) }
    ///
    /// a (cold): -1-#
    /// retry:    -1----1----1- …
    /// ```
    ///
    /// - Parameter notificationHandler: builds the notifier from the observable of errors.
    /// - Returns: an observable that retries as the notifier says.
    @inlinable
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Error>) -> Trigger
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let errors = PublishSubject<Error>()
            let sink = SerialSink(RetryWhenState(source, errors), downstream, lifetime: lifetime)
            sink.subscribe(notificationHandler(errors.asObservable()).asObservable()) { event in
                switch event {
                case .next: .trigger(.next(()))
                case .error(let error): .trigger(.error(error))
                case .completed: .trigger(.completed)
                }
            }
            sink.submit(.subscribe)
            return sink
        })
    }
}
