@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension RelayType where Self: ObservableType, Element: Sendable {
    /// What the relay replays (a `BehaviorRelay`'s current value, a `ReplayRelay`'s buffer; nothing
    /// for a `PublishRelay`), then the accepted values, as an `AsyncStream` (a relay never errors, so
    /// the loop does not throw).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension SharedSequence where Element: Sendable {
    /// The trait's values (a `Driver`'s or a `Signal`'s) as an `AsyncStream`, delivered through the
    /// strategy's scheduler; never throws.
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}
