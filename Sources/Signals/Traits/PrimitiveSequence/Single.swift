/// What a `Single` ends with: its one value (`.success`) or an error (`.failure`), as in RxSwift 6.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The callback a `Single.create` closure reports its outcome to. Only the first call counts;
    /// it may be made from any thread.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// A `Single` whose subscriptions run `subscribe`, which reports the outcome to the observer it
    /// is given and returns what to dispose when the subscription ends.
    ///
    /// ```swift
    /// let load = Single<String>.create { single in
    ///     single(.success("loaded"))
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Runs once per subscription. The first event it reports ends the
    ///   subscription (a success sends the value and completes); later reports are ignored.
    ///
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        // The "first report wins" bookkeeping is Maybe.create's; a Single only never completes empty.
        Single(raw: Maybe<Element>.create { maybe in
            subscribe { event in
                switch event {
                case .success(let value): maybe(.success(value))
                case .failure(let error): maybe(.error(error))
                }
            }
        }.source)
    }

    /// A `Single` that succeeds with `element` at once.
    ///
    /// - Parameter element: the value.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

    /// A `Single` that succeeds with `element` in one action on `scheduler`, its completion in the
    /// next, as RxSwift's (`Observable.just(_:scheduler:)`).
    ///
    /// - Parameters:
    ///   - element: the value.
    ///   - scheduler: where the value and the completion are sent.
    /// - Returns: a `Single`: exactly one value, sent on `scheduler`; disposing it before an action cancels that action.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// Subscribes `observer` to the outcome: called once, with `.success(value)` or `.failure(error)`.
    ///
    /// - Parameter observer: receives each event.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        source.subscribe(onNext: { observer(.success($0)) }, onError: { observer(.failure($0)) })
    }

    /// Subscribes closures for the value, the error and disposal (each optional); `onDisposed` runs
    /// once, after `onSuccess`/`onFailure` or when the subscription is disposed first.
    ///
    /// - Parameters:
    ///   - onSuccess: called with the value.
    ///   - onFailure: called with the error.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Like `subscribe(onSuccess:onFailure:onDisposed:)` with `owner` held weakly and passed to each
    /// closure; events arriving after `owner` is gone are dropped.
    ///
    /// - Parameters:
    ///   - owner: held weakly and passed to each closure; nothing is called once it is gone.
    ///   - onSuccess: called with the value.
    ///   - onFailure: called with the error.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe<Owner: AnyObject>(
        with owner: Owner,
        onSuccess: ((Owner, Element) -> Void)? = nil,
        onFailure: ((Owner, Swift.Error) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: owner, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }
}
