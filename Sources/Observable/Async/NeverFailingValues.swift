extension PublishRelay where Element: Sendable {
    /// Accepted values as an `AsyncStream` (a relay never errors, so the loop does not throw).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

extension BehaviorRelay where Element: Sendable {
    /// The current value, then accepted values, as an `AsyncStream`.
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

extension ReplayRelay where Element: Sendable {
    /// The replayed values, then accepted values, as an `AsyncStream`.
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

extension Driver where Element: Sendable {
    /// The driver's values as an `AsyncStream` (delivered through the main thread; never throws).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}

extension Emitter where Element: Sendable {
    /// The emitter's values as an `AsyncStream` (delivered through the main thread; never throws).
    public var values: AsyncStream<Element> { neverFailingValues(asObservable()) }
}
