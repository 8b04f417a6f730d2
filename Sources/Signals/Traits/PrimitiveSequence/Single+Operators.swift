/// `Single`'s own operators: they keep the result a `Single` (or say which trait it becomes).
extension PrimitiveSequence where Trait == SingleTrait {
    /// Transforms the value; a thrown error fails the `Single`.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: source.map(transform))
    }

    /// Transforms the value into a `Maybe`: a `nil` result completes it without a value.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: source.compactMap(transform))
    }

    /// Continues with the `Single` that `selector` makes from the value.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: source.flatMap { try selector($0).source })
    }

    /// Continues with the `Maybe` that `selector` makes from the value.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMap { try selector($0).source })
    }

    /// Continues with the `Completable` that `selector` makes from the value.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMap { try selector($0).source })
    }

    /// On error, succeeds with `element` instead.
    ///
    /// - Parameter element: the value.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func catchAndReturn(_ element: Element) -> Single<Element> { Single(raw: source.catchAndReturn(element)) }

    /// Runs side effects for the outcome, subscription and disposal, passing the outcome through;
    /// the closures mean what they mean in `Observable.do` (`onSuccess` is its `onNext`).
    ///
    /// - Parameters:
    ///   - onSuccess: called with the value.
    ///   - afterSuccess: called with the value after it went downstream.
    ///   - onError: called with the error.
    ///   - afterError: called with the error after it went downstream.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onSubscribed: called after subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// Succeeds with `resultSelector` applied to all values once every `Single` succeeded (at once
    /// for an empty collection); the first error fails it.
    ///
    /// - Parameters:
    ///   - sources: the sequences to combine.
    ///   - resultSelector: makes the result from the combined values.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public static func zip<Sources: Collection, Value>(
        _ sources: Sources, resultSelector: @escaping ([Value]) throws -> Element
    ) -> Single<Element> where Sources.Element == Single<Value> {
        if sources.isEmpty { return Single(raw: Observable.deferred { .just(try resultSelector([])) }) }
        return Single(raw: Observable.zip(sources.map(\.source), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Keeps the value if `predicate` accepts it; otherwise completes without one, so the result is a
    /// `Maybe` (RxSwift's `Single.filter`). A thrown error fails it.
    ///
    /// - Parameter predicate: decides whether the value is kept; it runs once, with the value.
    /// - Returns: a `Maybe`: the value, completion without one, or an error, on the thread the source
    ///   reports it on; nothing is sent after it.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }
}

extension PrimitiveSequence where Trait == SingleTrait, Element == Any {
    /// The values of every `Single` in `sources`, in order (an empty array at once when there are none).
    ///
    /// - Parameter sources: the sequences to combine.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public static func zip<Sources: Collection, Value>(_ sources: Sources) -> Single<[Value]> where Sources.Element == Single<Value> {
        Single<[Value]>.zip(sources) { $0 }
    }
}
