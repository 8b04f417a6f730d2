@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ObservableType where Element: Sendable {
    /// Subscribes, waits for the first value, disposes the subscription and returns the value.
    /// Throws the sequence's error, `RxError.noElements` if it completes without a value, or
    /// `CancellationError` if the waiting task is cancelled (which also disposes the subscription).
    ///
    /// ```swift
    /// let first = try await Observable.of(1, 2, 3).firstValue()
    /// print(first)
    /// // Prints:
    /// // 1
    /// ```
    ///
    /// - Parameter isolation: The actor the caller runs on (filled in by the compiler), so the wait does
    ///   not hop off it.
    /// - Returns: The first value sent; the subscription is disposed before this returns, so no later
    ///   event reaches anything.
    public func firstValue(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        for try await value in values {
            return value
        }
        try Task.checkCancellation()
        throw RxError.noElements
    }
}
