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
