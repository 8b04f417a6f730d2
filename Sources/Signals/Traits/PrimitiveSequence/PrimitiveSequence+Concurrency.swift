/// async/await bridges, as in RxSwift 6.5: await a trait's outcome, or make a `Single` from async work.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
    /// Subscribes, waits for the outcome and returns the value or throws the error. Cancelling the
    /// waiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// let contacts = try await repository.load().value
    /// ```
    public var value: Element {
        get async throws { try await source.firstValue() }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
    /// Subscribes, waits for the outcome and returns the value, `nil` if the `Maybe` completed
    /// without one, or throws the error. Cancelling the waiting task disposes the subscription and
    /// throws `CancellationError`; a `Maybe` that ended before the wait began (`Maybe.empty()`) gives
    /// its outcome even in a cancelled task, as in RxSwift.
    public var value: Element? {
        get async throws {
            for try await value in source.values { return value }
            return nil
        }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits until the `Completable` completes, or throws its error. Cancelling the
    /// waiting task disposes the subscription and throws `CancellationError`; a `Completable` that
    /// ended before the wait began (`Completable.empty()`) gives its outcome even in a cancelled
    /// task, as in RxSwift.
    ///
    /// ```swift
    /// try await repository.save(contacts).value
    /// ```
    public var value: Void {
        get async throws {
            for try await _ in source.values {}
        }
    }
}
