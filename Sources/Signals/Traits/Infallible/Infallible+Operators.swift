/// Operators that keep an `Infallible` infallible: their closures cannot throw, so no error can
/// appear. Each is the `Observable` operator of the same name; as in RxSwift they are declared on
/// `InfallibleType` (generic code over it can call them), except `do`, which RxSwift declares on `Infallible`.
extension InfallibleType {
    /// Transforms each value.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible<Result>(raw: asObservable().map(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    ///
    /// - Parameter isIncluded: returns `true` for each value to keep.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(raw: asObservable().filter(isIncluded))
    }

    /// Transforms each value, dropping `nil` results.
    ///
    /// - Parameter transform: transforms each value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible<Result>(raw: asObservable().compactMap(transform))
    }

    /// Drops each value that `comparer` says equals the one before.
    ///
    /// - Parameter comparer: returns `true` when two values count as equal. It must not throw (it may be
    ///   declared `throws`, as in RxSwift): an error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on;
    ///   it completes when the source does.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(trapping: asObservable().distinctUntilChanged(comparer), in: "distinctUntilChanged")
    }

    /// Sends each step of folding the values into `seed` with `accumulator`.
    ///
    /// - Parameters:
    ///   - seed: the first accumulated value.
    ///   - accumulator: combines the accumulated value with the next value; it runs once per value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Infallible<State> {
        Infallible<State>(raw: asObservable().scan(seed, accumulator: accumulator))
    }

    /// Sends `elements` first, then this sequence's values.
    ///
    /// - Parameter elements: the values, in order.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(raw: Observable.from(elements).concat(asObservable()))
    }
}

extension Infallible {
    /// Runs side effects around values, completion, subscription and disposal, passing events through
    /// (RxSwift's `Infallible.do`).
    ///
    /// - Parameters:
    ///   - onNext: called with each value, before it is sent on.
    ///   - afterNext: called with each value, after it was sent on.
    ///   - onCompleted: called on completion, before it is sent on.
    ///   - afterCompleted: called after the completion was sent on.
    ///   - onSubscribe: called before subscribing upstream.
    ///   - onSubscribed: called after subscribing upstream.
    ///   - onDispose: called when the subscription ends, for any reason.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    ///   The closures must not throw (they may be declared `throws`, as in RxSwift): an error stops the program.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(trapping: asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose
        ), in: "do")
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops values equal to the one before.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func distinctUntilChanged() -> Infallible<Element> { Infallible(raw: asObservable().distinctUntilChanged()) }
}
