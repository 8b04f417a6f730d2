/// Infallible's gates (RxSwift's `Infallible+Operators.swift`): each runs the `Observable` operator of
/// the same name over the source, which never fails.
extension InfallibleType {
    /// The first `count` values, then completion.
    ///
    /// - Parameter count: How many values pass; 0 completes at once.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes after the `count`-th value.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(trapping: asObservable().take(count), in: "take")
    }

    /// The values until `other` sends a value or completes.
    ///
    /// - Parameter other: The `Infallible` whose first event completes the result.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when `other` sends or completes.
    public func take(until other: some InfallibleType) -> Infallible<Element> {
        Infallible(raw: asObservable().take(until: other.asObservable()))
    }

    /// The values until `other` sends a value or ends.
    ///
    /// - Parameter other: The observable whose first event completes the result. Its error stops the
    ///   program (an `Infallible` cannot fail): use an `Infallible` `other` where it can fail.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when `other` sends or ends.
    public func take(until other: some ObservableType) -> Infallible<Element> {
        Infallible(trapping: asObservable().take(until: other), in: "take(until:)")
    }

    /// The values until `predicate` holds for one, which passes too with `.inclusive`.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each value; it must not throw (it may be declared `throws`, as in
    ///     RxSwift): an error stops the program.
    ///   - behavior: `.exclusive` (the default) drops the value that ends it, `.inclusive` sends it.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when `predicate` holds.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(trapping: asObservable().take(until: predicate, behavior: behavior), in: "take(until:)")
    }

    /// The values while `predicate` holds; the first value for which it does not ends the sequence
    /// (and passes too with `.inclusive`).
    ///
    /// - Parameters:
    ///   - predicate: Tested on each value; it must not throw: an error stops the program.
    ///   - behavior: `.exclusive` (the default) drops the value that ends it, `.inclusive` sends it.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes when `predicate` fails.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(trapping: asObservable().take(while: predicate, behavior: behavior), in: "take(while:)")
    }

    /// The values sent within `duration` of subscribing, then completion.
    ///
    /// - Parameters:
    ///   - duration: How long values pass.
    ///   - scheduler: Runs the timer that completes the sequence.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; the completion comes from `scheduler`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(raw: asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The values after `other` sent its first value.
    ///
    /// - Parameter other: The observable whose first value opens the gate. Its error stops the
    ///   program (an `Infallible` cannot fail).
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on; it completes with the source.
    public func skip(until other: some ObservableType) -> Infallible<Element> {
        Infallible(trapping: asObservable().skip(until: other), in: "skip(until:)")
    }
}
