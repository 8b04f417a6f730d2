extension ObservableType {
    /// This sequence as a `Single`: its only value, sent when the sequence completes. Fails with
    /// `RxError.noElements` if it completes without a value and with `RxError.moreThanOneElement` as
    /// soon as a second value arrives (which ends the subscription to it); its error passes through.
    ///
    /// ```
    /// a:        -1---|
    /// asSingle: -----(1|)
    /// ```
    ///
    /// - Returns: a `Single`: exactly one value or an error, on the thread the source reports it on.
    public func asSingle() -> Single<Element> {
        Single(raw: collectingAtMostOne(whenEmpty: { sink in sink.forwardError(RxError.noElements) }))
    }

    /// This sequence as a `Maybe`: its value, if any, sent when the sequence completes. Fails with
    /// `RxError.moreThanOneElement` as soon as a second value arrives; its error passes through.
    ///
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: collectingAtMostOne(whenEmpty: { sink in sink.forwardCompleted() }))
    }

    /// This sequence as a `Completable`: its values are dropped, its completion or error pass through.
    ///
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }

    /// The first value of this sequence, or `nil` if it completes without one, as a `Single`
    /// (RxSwift 6's `first()`). The subscription to this sequence ends at the first value; its error
    /// passes through.
    ///
    /// ```
    /// a:       -1-2-|        -----|
    /// first(): -(1|)         -----(nil|)
    /// ```
    ///
    /// - Returns: a `Single` of the first value or `nil`, on the thread the source reports it on.
    public func first() -> Single<Element?> {
        Single(raw: lift { sink in
            { event in
                switch event {
                case .next(let value):
                    sink.forwardNext(value)
                    sink.forwardCompleted()
                case .error(let error): sink.forwardError(error)
                case .completed:
                    sink.forwardNext(nil)
                    sink.forwardCompleted()
                }
            }
        })
    }

    /// Holds the one value until completion, then sends it and completes; a second value fails the
    /// sequence with `RxError.moreThanOneElement`, and completion without a value runs `whenEmpty`.
    private func collectingAtMostOne(
        whenEmpty: @escaping (Sink<Element>) -> Void, operatorName: StaticString = #function
    ) -> Observable<Element> {
        lift({ sink in
            var held: Element?
            return { event in
                switch event {
                case .next(let value):
                    if held == nil {
                        held = value
                    } else {
                        sink.forwardError(RxError.moreThanOneElement)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed:
                    if let value = held {
                        sink.forwardNext(value)
                        sink.forwardCompleted()
                    } else {
                        whenEmpty(sink)
                    }
                }
            }
        }, operatorName: operatorName)
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// This `Single` as a `Maybe` that always has a value (or fails).
    ///
    /// - Returns: a `Maybe`: one value, completion without one, or an error, on the thread the source reports it on.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// This `Single` as a `Completable`: the value is dropped.
    ///
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// This `Maybe` as a `Completable`: the value, if any, is dropped.
    ///
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func asCompletable() -> Completable { Completable(raw: source.ignoreElements()) }
}

extension ObservableType where Element == Never {
    /// This sequence of no values as a `Completable`: its completion or error pass through.
    ///
    /// RxSwift declares `asCompletable()` only here, so code written for it leaves the element type to
    /// be inferred from this constraint (`scheduler.createColdObservable([.completed(20)]).asCompletable()`);
    /// this overload keeps that compiling next to the one for any element type.
    ///
    /// - Returns: a `Completable`: completion or an error, on the thread the source reports it on.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
