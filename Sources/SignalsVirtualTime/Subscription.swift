/// When a subscription to a `TestableObservable` started and ended, in virtual time:
/// `Subscription(200, 1000)`; one never disposed ends at `Int.max` (`Subscription(200)`).
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The virtual time of `subscribe`.
    public let subscribe: TestTime
    /// The virtual time of `dispose`, or `Int.max` if still subscribed.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and not disposed.
    ///
    /// - Parameter subscribe: The virtual time of `subscribe`.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: The virtual time of `subscribe`.
    ///   - unsubscribe: The virtual time of `dispose`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe : unsubscribe)`, with `Infinity` for a subscription never disposed.
    public var debugDescription: String {
        "(\(subscribe) : \(unsubscribe == Int.max ? "Infinity" : String(unsubscribe)))"
    }
}
