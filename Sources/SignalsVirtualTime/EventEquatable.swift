import Signals

/// Events compare equal when they are the same case with equal values; two errors are equal when
/// they are of the same `Equatable` type and `==`, or otherwise of the same type with the same
/// `String(reflecting:)` description. So `XCTAssertEqual(observer.events, [.next(210, 4), .completed(300)])`
/// works as in RxTest, and an `enum` or `struct` test error compares by value.
extension Event: Equatable where Element: Equatable {
    /// Whether both events are the same case with equal values (errors: see the rule above).
    ///
    /// - Parameters:
    ///   - lhs: An event.
    ///   - rhs: Another event.
    /// - Returns: `true` for two `.completed`, for two `.next` with `==` values, and for two `.error`
    ///   that match by the rule above; `false` otherwise.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.next(left), .next(right)): return left == right
        case let (.error(left), .error(right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// `Maybe` outcomes compare as RxTest's do: the same case with equal values, errors by the rule told on
/// `Event`'s `==`. So `XCTAssertEqual(events, [.success(1)])` works on a `[MaybeEvent<Int>]`.
extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether both outcomes are the same case with equal values.
    ///
    /// - Parameters:
    ///   - lhs: An outcome.
    ///   - rhs: Another outcome.
    /// - Returns: `true` for two `.completed`, for two `.success` with `==` values, and for two
    ///   `.error` that match by `Event`'s rule; `false` otherwise.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.success(left), .success(right)): return left == right
        case let (.error(left), .error(right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// `Completable` outcomes compare as RxTest's do: two completions are equal, two errors by the rule
/// told on `Event`'s `==`. So `XCTAssertEqual(events, [.completed])` works on a `[CompletableEvent]`.
extension CompletableEvent: Equatable {
    /// Whether both outcomes are completions, or errors that match by `Event`'s rule.
    ///
    /// - Parameters:
    ///   - lhs: An outcome.
    ///   - rhs: Another outcome.
    /// - Returns: `true` for two `.completed` and for two matching `.error`; `false` otherwise.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case let (.error(left), .error(right)): return errorsAreEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// Whether two `Single` outcomes (`Result`s, which cannot be `Equatable` with an `Error` failure) are
/// the same case with equal values, errors by the rule told on `Event`'s `==`.
package func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case let (.success(left), .success(right)): return left == right
    case let (.failure(left), .failure(right)): return errorsAreEqual(left, right)
    default: return false
    }
}

/// The error-equality rule documented on `Event`'s `Equatable` conformance.
func errorsAreEqual(_ lhs: Error, _ rhs: Error) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    if let equatable = (lhs as Any) as? any Equatable {
        return equatable.isEqual(toAny: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
    /// Whether `other` is a `Self` equal to `self`.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
