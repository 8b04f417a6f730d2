/// A phone-book rule the user broke.
public enum PhoneBookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name or the number is blank; nothing was added.
    case missingNameOrNumber

    /// The message to show: "you need name and number".
    public var description: String {
        switch self {
        case .missingNameOrNumber: "you need name and number"
        }
    }
}
