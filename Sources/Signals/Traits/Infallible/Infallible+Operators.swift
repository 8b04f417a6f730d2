/// Operators that keep an `Infallible` infallible: their closures cannot throw, so no error can
/// appear. Each is the `Observable` operator of the same name.
extension Infallible {
    /// Transforms each value.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(raw: source.map(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    ///
    /// - Parameter isIncluded: returns `true` for each value to keep.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(raw: source.filter(isIncluded))
    }

    /// Transforms each value, dropping `nil` results.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(raw: source.compactMap(transform))
    }

    /// Maps each value to an `Infallible` and merges their values; completes when this and every
    /// inner one have completed.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMap { selector($0).source })
    }

    /// Maps each value to an `Infallible` and sends the values of the latest one only.
    ///
    /// - Parameter selector: makes the inner sequence from each value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible<Result>(raw: source.flatMapLatest { selector($0).source })
    }

    /// Drops each value that `isEquivalent` says equals the one before.
    ///
    /// - Parameter isEquivalent: returns `true` when two values count as equal.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged(_ isEquivalent: @escaping (Element, Element) -> Bool) -> Infallible<Element> {
        Infallible(raw: source.distinctUntilChanged(isEquivalent))
    }

    /// Sends each step of folding the values into `seed` with `accumulator`.
    ///
    /// - Parameters:
    ///   - seed: the first accumulated value.
    ///   - accumulator: combines the accumulated value with the next value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Infallible<State> {
        Infallible<State>(raw: source.scan(seed, accumulator: accumulator))
    }

    /// Sends `elements` first, then this sequence's values.
    ///
    /// - Parameter elements: the values, in order.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(raw: Observable.from(elements).concat(source))
    }

    /// Runs side effects for values, completion, subscription and disposal, passing events through.
    ///
    /// - Parameters:
    ///   - onNext: called with each value.
    ///   - onCompleted: called on completion.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(raw: source.do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension Infallible where Element: Equatable {
    /// Drops values equal to the one before.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged() -> Infallible<Element> { Infallible(raw: source.distinctUntilChanged()) }
}
