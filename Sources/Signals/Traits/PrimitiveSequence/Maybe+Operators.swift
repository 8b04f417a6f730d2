/// `Maybe`'s own operators: they keep the result a `Maybe` (or say which trait it becomes).
extension PrimitiveSequence where Trait == MaybeTrait {
    /// Transforms the value, if any; a thrown error fails the `Maybe`.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: source.map(transform))
    }

    /// Transforms the value, if any; a `nil` result completes without a value.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Continues with the `Maybe` that `selector` makes from the value; completes if there is none.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMap { try selector($0).source })
    }

    /// On error, succeeds with `element` instead.
    ///
    /// - Parameter element: the value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> { Maybe(raw: source.catchAndReturn(element)) }

    /// A `Single` that succeeds with this `Maybe`'s value, or with `default` if it completes without one.
    ///
    /// - Parameter default: the value to succeed with when this completes empty.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.ifEmptyThen(Observable.just(`default`)))
    }

    /// Continues with `other` if this `Maybe` completes without a value.
    ///
    /// - Parameter other: the `Single` to continue with when this completes empty.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.ifEmptyThen(other.source))
    }

    /// Runs side effects for the outcome, subscription and disposal, passing the outcome through;
    /// the closures mean what they mean in `Observable.do`.
    ///
    /// - Parameters:
    ///   - onNext: called with each value.
    ///   - afterNext: called with each value after it went downstream.
    ///   - onError: called with the error.
    ///   - afterError: called with the error after it went downstream.
    ///   - onCompleted: called on completion.
    ///   - afterCompleted: called after the completion went downstream.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onSubscribed: called after subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
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

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Keeps the value if `predicate` accepts it; otherwise completes without one (RxSwift's
    /// `Maybe.filter`). A thrown error fails the `Maybe`.
    ///
    /// - Parameter predicate: decides whether the value is kept; it runs once, with the value, if any.
    /// - Returns: a `Maybe`: the value, completion without one, or an error, on the thread the source
    ///   reports it on; nothing is sent after it.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Continues with the `Maybe` `other` if this `Maybe` completes without a value; a value or an
    /// error of this one ends it without subscribing to `other`.
    ///
    /// - Parameter other: the `Maybe` subscribed to when this completes empty.
    /// - Returns: a `Maybe`: this value, else `other`'s outcome, on the thread the source that sends
    ///   it reports it on; nothing is sent after it.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmptyThen(other.source))
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
