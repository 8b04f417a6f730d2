/// Errors Signals' own operators produce, with RxSwift's name so `catch` sites migrate unchanged.
public enum RxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `timeout` saw no value in time.
    case timeout

    /// A readable description.
    public var description: String {
        switch self {
        case .timeout: return "Sequence timeout."
        }
    }
}
