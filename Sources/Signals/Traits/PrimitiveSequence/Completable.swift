/// What a `Completable` ends with: completion or an error.
public enum CompletableEvent {
    /// The error that ended the `Completable`.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// The callback a `Completable.create` closure reports its outcome to. Only the first call
    /// counts; it may be made from any thread.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// A `Completable` whose subscriptions run `subscribe`, which reports the outcome to the observer
    /// it is given and returns what to dispose when the subscription ends. The first report ends the
    /// subscription; later reports are ignored.
    ///
    /// ```swift
    /// let save = Completable.create { completable in
    ///     completable(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: runs once per subscription: reports the outcome and returns what to dispose when the subscription ends.
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        // The "first report wins" bookkeeping is Maybe.create's.
        Completable(raw: Maybe<Never>.create { maybe in
            subscribe { event in
                switch event {
                case .error(let error): maybe(.error(error))
                case .completed: maybe(.completed)
                }
            }
        }.source)
    }

    /// A `Completable` that completes at once.
    ///
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// Subscribes `observer` to the outcome: called once, with `.completed` or `.error`.
    ///
    /// - Parameter observer: receives each event.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        source.subscribe(onError: { observer(.error($0)) }, onCompleted: { observer(.completed) })
    }

    /// Subscribes closures for completion, the error and disposal (each optional); `onDisposed` runs
    /// once, after `onCompleted`/`onError` or when the subscription is disposed first.
    ///
    /// - Parameters:
    ///   - onCompleted: called on completion.
    ///   - onError: called with the error.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onCompleted:onError:onDisposed:)` with `owner` held weakly and passed to each
    /// closure; events arriving after `owner` is gone are dropped.
    ///
    /// - Parameters:
    ///   - owner: held weakly and passed to each closure; nothing is called once it is gone.
    ///   - onCompleted: called on completion.
    ///   - onError: called with the error.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe<Owner: AnyObject>(
        with owner: Owner,
        onCompleted: ((Owner) -> Void)? = nil,
        onError: ((Owner, Swift.Error) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: owner, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
