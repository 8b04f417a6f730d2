/// `Maybe`'s own operators: they keep the result a `Maybe` (or say which trait it becomes).
extension PrimitiveSequence where Trait == MaybeTrait {
    /// Transforms the value, if any; a thrown error fails the `Maybe`.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: source.map(transform))
    }

    /// Transforms the value, if any; a `nil` result completes without a value.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Continues with the `Maybe` that `selector` makes from the value; completes if there is none.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMap { try selector($0).source })
    }

    /// On error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> { Maybe(raw: source.catchAndReturn(element)) }

    /// A `Single` that succeeds with this `Maybe`'s value, or with `default` if it completes without one.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmptyThen(Observable.just(`default`)))
    }

    /// Continues with `other` if this `Maybe` completes without a value.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmptyThen(other.source))
    }

    /// Runs side effects for the outcome, subscription and disposal, passing the outcome through;
    /// the closures mean what they mean in `Observable.do`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(raw: source.do(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }
}

extension Observable {
    /// This sequence, or `fallback` if it completes without a value.
    fileprivate func ifEmptyThen(_ fallback: Observable<Element>) -> Observable<Element> {
        Observable.deferred {
            let sentValue = OnceFlag()
            return self.do(onNext: { _ in _ = sentValue.raise() })
                .concat(Observable.deferred { sentValue.isRaised ? .empty() : fallback })
        }
    }
}
