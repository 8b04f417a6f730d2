/// `Completable`'s own operators: sequencing work (`andThen`), side effects, and running several at once.
extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// After this completes, succeeds or fails as `second` does (this error skips `second`).
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func andThen<Value>(_ second: Single<Value>) -> Single<Value> {
        Single<Value>(raw: thenObservable(second.source))
    }

    /// After this completes, continues as `second` does (this error skips `second`).
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func andThen<Value>(_ second: Maybe<Value>) -> Maybe<Value> {
        Maybe<Value>(raw: thenObservable(second.source))
    }

    /// After this completes, runs `second` (this error skips it).
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: thenObservable(second.source))
    }

    /// After this completes, continues with `second`'s events (this error skips it).
    ///
    /// - Parameter second: the sequence that follows or is combined with this one.
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func andThen<Value>(_ second: Observable<Value>) -> Observable<Value> {
        thenObservable(second)
    }

    /// This completion followed by `second`. Each subscription lets go of this completable (its
    /// subscription and the closures it captured) as soon as it completed, while `second` runs
    /// (CONTRACT §6); `concat` would keep both sources until the end.
    private func thenObservable<Value>(_ second: Observable<Value>) -> Observable<Value> {
        let first = source
        return Observable.create { observer in
            let firstSubscription = SingleAssignmentDisposable()
            let secondSubscription = SingleAssignmentDisposable()
            firstSubscription.setDisposable(first.subscribe(
                onError: { observer.onError($0) },
                onCompleted: { secondSubscription.setDisposable(second.subscribe(observer)) }
            ))
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }

    /// Runs side effects for the outcome, subscription and disposal, passing the outcome through;
    /// the closures mean what they mean in `Observable.do`.
    ///
    /// - Parameters:
    ///   - onError: called with the error.
    ///   - afterError: called with the error after it went downstream.
    ///   - onCompleted: called on completion.
    ///   - afterCompleted: called after the completion went downstream.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onSubscribed: called after subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ))
    }

    /// Runs every `Completable` at once (RxSwift's `Completable.zip`, the same as `merge`).
    ///
    /// - Parameter completables: the work to run together.
    /// - Returns: a `Completable` that completes when all have, or fails with the first error
    ///   (disposing the others).
    public static func zip(_ completables: Completable...) -> Completable { merge(completables) }

    /// Runs every `Completable` in `completables` at once (RxSwift's `Completable.zip`, the same as
    /// `merge`).
    ///
    /// - Parameter completables: the work to run together.
    /// - Returns: a `Completable` that completes when all have (at once when there are none), or
    ///   fails with the first error (disposing the others).
    public static func zip<Sources: Collection>(_ completables: Sources) -> Completable where Sources.Element == Completable {
        merge(completables)
    }

    /// Runs every `Completable` at once (RxSwift's `Completable.merge`).
    ///
    /// - Parameter completables: the work to run together.
    /// - Returns: a `Completable` that completes when all have, or fails with the first error
    ///   (disposing the others).
    public static func merge(_ completables: Completable...) -> Completable { merge(completables) }

    /// Runs every `Completable` in `completables` at once (RxSwift's `Completable.merge`).
    ///
    /// - Parameter completables: the work to run together.
    /// - Returns: a `Completable` that completes when all have (at once when there are none), or
    ///   fails with the first error (disposing the others).
    public static func merge<Sources: Collection>(_ completables: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable.merge(completables.map(\.source)))
    }

    /// Runs the `Completable`s one after another (RxSwift's `Completable.concat`).
    ///
    /// - Parameter completables: the work to run, in order.
    /// - Returns: a `Completable` that subscribes to each one when the one before completed, and
    ///   completes after the last (at once when there are none); an error ends it and skips the rest.
    public static func concat(_ completables: Completable...) -> Completable { concat(completables) }

    /// Runs the `Completable`s of `completables` one after another (RxSwift's `Completable.concat`).
    ///
    /// - Parameter completables: the work to run, in order.
    /// - Returns: a `Completable` that subscribes to each one when the one before completed, and
    ///   completes after the last (at once when there are none); an error ends it and skips the rest.
    public static func concat<Sources: Sequence>(_ completables: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable.concat(completables.map(\.source)))
    }
}

/// RxSwift declares the instance `concat(_:)` on `PrimitiveSequenceType`, so it is here too.
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs `second` after this one completes (RxSwift's `Completable.concat(_:)` instance method,
    /// the same as `andThen(second)`); this error ends it and skips `second`.
    ///
    /// - Parameter second: the work to run after this one.
    /// - Returns: a `Completable` that completes when `second` has, on the thread the last source
    ///   reports on; nothing is sent after the outcome or disposal.
    public func concat(_ second: Completable) -> Completable { primitiveSequence.andThen(second) }
}
