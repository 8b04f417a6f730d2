/// Why the phone book did not add a contact: the user's input broke a rule, or storage failed.
///
/// `PhoneBookUseCase` throws `missingNameOrNumber`; `PhoneBookViewModel` reports a repository's
/// failure as `storage` so a View can tell the user's mistake from a failure of the app's storage.
public enum PhoneBookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name or the number is blank; nothing was added.
    case missingNameOrNumber
    /// The repository could not save (or read before saving); nothing was added. The associated
    /// value is the repository's message (its error's description, e.g. the file store's
    /// `ContactRepositoryError` in SignalsPhoneBookStorage).
    case storage(String)

    /// Whether this is a storage failure rather than a rule the user broke.
    public var isStorageFailure: Bool {
        if case .storage = self { true } else { false }
    }

    /// The message to show: "you need name and number", or the repository's message.
    public var description: String {
        switch self {
        case .missingNameOrNumber: "you need name and number"
        case .storage(let message): message
        }
    }
}
