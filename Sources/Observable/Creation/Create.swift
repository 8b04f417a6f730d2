extension Observable {
    /// An observable whose subscriptions run `subscribe`, which sends events to the observer it is given
    /// and returns what to dispose when the subscription ends.
    ///
    /// The observer may be called from any thread; events are serialized, nothing passes a terminal
    /// event, and the returned disposable runs on disposal or after the terminal event.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable(attach: { downstream in
            let sink = SerializingSink(downstream)
            sink.upstream.setDisposable(subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        })
    }

    /// An observable that runs `factory` for each subscription and subscribes to what it returns;
    /// a thrown error becomes the sequence's error.
    @inlinable
    public static func deferred<Source: ObservableType>(_ factory: @escaping () throws -> Source) -> Observable<Element>
    where Source.Element == Element {
        deferred { try factory().asObservable() }
    }

    /// An observable that runs `factory` for each subscription and subscribes to the observable it
    /// returns; a thrown error becomes the sequence's error. Takes a concrete `Observable`, as
    /// RxSwift's does, so `Observable<Int>.deferred { .never() }` type-checks.
    @inlinable
    public static func deferred(_ factory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable(attachWithLifetime: { downstream, lifetime in
            do {
                return try factory().subscribe(handler: downstream, lifetime: lifetime)
            } catch {
                downstream(.error(error))
                return Disposables.create()
            }
        })
    }
}
