extension Observable {
    /// An observable whose subscriptions run `subscribe`, which sends events to the observer it is given
    /// and returns what to dispose when the subscription ends.
    ///
    /// The observer may be called from any thread; events are serialized, nothing passes a terminal
    /// event, and the returned disposable runs on disposal or after the terminal event.
    ///
    /// ```swift
    /// let greetings = Observable<String>.create { observer in
    ///     observer.onNext("Hello")
    ///     observer.onNext("World")
    ///     observer.onCompleted()
    ///     observer.onNext("ignored")
    ///     return Disposables.create { print("cleaned up") }
    /// }
    /// _ = greetings.subscribe { print($0) }
    /// // Prints:
    /// // next(Hello)
    /// // next(World)
    /// // completed
    /// // cleaned up
    /// ```
    ///
    /// - Parameter subscribe: Runs once per subscription, on the subscribing thread; it may keep the
    ///   observer and send later, from any thread.
    /// - Returns: A cold observable: each subscription runs `subscribe` again.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable(attach: { downstream in
            let sink = SerializingSink(downstream)
            sink.upstream.setDisposable(subscribe(AnyObserver(eventHandler: sink.on)))
            return sink
        })
    }
}
