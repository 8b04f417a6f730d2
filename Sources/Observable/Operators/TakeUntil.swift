extension ObservableType {
    /// Passes on this source's events until `other` sends its first value, then completes and
    /// releases both (RxSwift's `take(until:)`).
    ///
    /// - Parameter other: The stopping signal, subscribed before this source. Its error fails the
    ///   sequence; its completion without a value releases it (this source goes on).
    /// - Returns: An observable whose events from both sources are serialized (any thread, no nesting,
    ///   see CONTRACT.md); nothing is sent after the terminal event or disposal.
    @inlinable
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        until(other, otherStops: true)
    }

    /// Passes on values until one satisfies `predicate`, then completes (that value is passed on first
    /// if `behavior` is `.inclusive`). A thrown error ends the sequence. The opposite of `take(while:)`.
    ///
    /// - Parameters:
    ///   - predicate: Whether a value is the one to stop at.
    ///   - behavior: Whether the stopping value is passed on; `.exclusive` by default.
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}
