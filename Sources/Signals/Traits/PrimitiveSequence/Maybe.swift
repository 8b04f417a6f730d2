/// What a `Maybe` ends with: its one value, an error, or completion without a value.
public enum MaybeEvent<Element> {
    /// The one value (the `Maybe` is over).
    case success(Element)
    /// The error that ended the `Maybe`.
    case error(Swift.Error)
    /// The `Maybe` ended without a value.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The callback a `Maybe.create` closure reports its outcome to. Only the first call counts;
    /// it may be made from any thread.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// A `Maybe` whose subscriptions run `subscribe`, which reports the outcome to the observer it is
    /// given and returns what to dispose when the subscription ends. The first report ends the
    /// subscription (a success sends the value and completes); later reports are ignored.
    ///
    /// - Parameter subscribe: runs once per subscription: reports the outcome and returns what to dispose when the subscription ends.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            let reported = OnceFlag()
            return subscribe { event in
                guard reported.raise() else { return }
                switch event {
                case .success(let value):
                    observer.onNext(value)
                    observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// A `Maybe` that succeeds with `element` at once.
    ///
    /// - Parameter element: the value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// A `Maybe` that completes at once without a value.
    ///
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// Subscribes `observer` to the outcome: called once, with `.success`, `.error` or `.completed`.
    ///
    /// - Parameter observer: receives each event.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribeOutcome(observer, onDisposed: nil)
    }

    /// Subscribes closures for the value, the error, completion without a value and disposal (each
    /// optional); exactly one of the first three runs, then `onDisposed`.
    ///
    /// - Parameters:
    ///   - onSuccess: called with the value.
    ///   - onError: called with the error; without it, the error goes to `Hooks.defaultErrorHandler`.
    ///   - onCompleted: called on completion.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let onError = onError ?? Hooks.unhandledErrorHandler()
        return subscribeOutcome({ event in
            switch event {
            case .success(let value): onSuccess?(value)
            case .error(let error): onError(error)
            case .completed: onCompleted?()
            }
        }, onDisposed: onDisposed)
    }

    /// Like `subscribe(onSuccess:onError:onCompleted:onDisposed:)` with `owner` held weakly and passed
    /// to each closure; events arriving after `owner` is gone are dropped.
    ///
    /// - Parameters:
    ///   - owner: held weakly and passed to each closure; nothing is called once it is gone.
    ///   - onSuccess: called with the value.
    ///   - onError: called with the error.
    ///   - onCompleted: called on completion.
    ///   - onDisposed: called once when the subscription ends, for any reason.
    /// - Returns: the subscription; dispose it to stop early.
    public func subscribe<Owner: AnyObject>(
        with owner: Owner,
        onSuccess: ((Owner, Element) -> Void)? = nil,
        onError: ((Owner, Swift.Error) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        let weakOwner = WeakCapture(owner)
        return subscribeOutcome({ event in
            guard let owner = weakOwner.object else { return }
            switch event {
            case .success(let value): onSuccess?(owner, value)
            case .error(let error): onError?(owner, error)
            case .completed: onCompleted?(owner)
            }
        }, onDisposed: onDisposed.map { onDisposed in { if let owner = weakOwner.object { onDisposed(owner) } } })
    }

    /// Subscribes `observer` to the outcome, reported once; `onDisposed` runs after it or on disposal.
    private func subscribeOutcome(_ observer: @escaping (MaybeEvent<Element>) -> Void, onDisposed: (() -> Void)?) -> Disposable {
        // A success is `next` then `completed`: report the value and swallow the completion after it.
        // Handlers run one at a time, so the flag needs no lock.
        var succeeded = false
        return source.subscribe(
            onNext: { value in
                succeeded = true
                observer(.success(value))
            },
            onError: { observer(.error($0)) },
            onCompleted: { if !succeeded { observer(.completed) } },
            onDisposed: onDisposed
        )
    }
}

/// RxSwift declares `Maybe.just(_:scheduler:)` on `PrimitiveSequenceType`, so it is here too.
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` through `scheduler`: the value in one action, the
    /// completion in the next (RxSwift's `Maybe.just(_:scheduler:)`, which is `Observable.just(_:scheduler:)`).
    ///
    /// - Parameters:
    ///   - element: the value.
    ///   - scheduler: where the value and the completion are sent.
    /// - Returns: a `Maybe` of `element`, delivered on `scheduler`; disposing before an action cancels it.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }
}
