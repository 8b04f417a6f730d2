@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PublishRelay where Element: Sendable {
    /// Accepted values as an `AsyncStream` (a relay never errors, so the loop does not throw).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension BehaviorRelay where Element: Sendable {
    /// The current value, then accepted values, as an `AsyncStream`.
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ReplayRelay where Element: Sendable {
    /// The replayed values, then accepted values, as an `AsyncStream`.
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Driver where Element: Sendable {
    /// The driver's values as an `AsyncStream` (delivered through the main thread; never throws).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Emitter where Element: Sendable {
    /// The emitter's values as an `AsyncStream` (delivered through the main thread; never throws).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}
