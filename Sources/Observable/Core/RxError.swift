/// Errors Signals' own operators produce, with RxSwift's name so `catch` sites migrate unchanged.
public enum RxError: Error, Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// An error with no more specific case; Signals never sends it (RxSwift's, for code that throws it).
    case unknown
    /// An arithmetic overflow; Signals never sends it (RxSwift's, for code that throws it).
    case overflow
    /// `timeout` saw no value in time.
    case timeout
    /// The sequence completed without the value that was awaited (`firstValue()`).
    case noElements
    /// The sequence sent more than the one value that was awaited (SignalsBlocking's `single()`).
    case moreThanOneElement
    /// An argument was out of its range (`range` with a negative count, or one that overflows;
    /// `interval` or `timer` with a negative period; `take` with a negative count;
    /// SignalsBlocking's `toBlocking(timeout:)` with a negative or NaN timeout).
    case argumentOutOfRange

    /// A readable description.
    public var description: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .overflow: return "Arithmetic overflow occurred."
        case .timeout: return "Sequence timeout."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .argumentOutOfRange: return "Argument out of range."
        }
    }

    /// The same text as `description` (RxSwift's `debugDescription`).
    public var debugDescription: String { description }
}
