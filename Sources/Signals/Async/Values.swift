@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension ObservableType where Element: Sendable {
    /// The sequence's values as an `AsyncSequence`: `for try await value in observable.values`.
    /// The loop ends when the sequence completes and throws its error; leaving the loop early or
    /// cancelling the consuming task disposes the subscription. Values are buffered, never dropped.
    ///
    /// As in RxSwift, cancelling the consuming task before the sequence ended makes the loop throw
    /// `CancellationError` (after the values already buffered) instead of ending as if the sequence
    /// had completed; a sequence that ended first ends the loop as it ended, cancelled or not.
    public var values: AsyncThrowingStream<Element, Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = source.subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { termination in
                subscription.dispose()
                // The stream calls this before it finishes itself on cancellation, so this error is
                // what the waiting loop throws; after the sequence ended it changes nothing.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
            }
        }
    }
}

/// The non-throwing `AsyncStream` of a source that never errors (relays, `Driver`, `Signal`).
/// Ending the loop or cancelling the consuming task disposes the subscription.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
func neverFailingValues<Element: Sendable>(_ source: Observable<Element>) -> AsyncStream<Element> {
    AsyncStream { continuation in
        let subscription = source.subscribe(
            onNext: { continuation.yield($0) },
            onCompleted: { continuation.finish() }
        )
        continuation.onTermination = { _ in subscription.dispose() }
    }
}
