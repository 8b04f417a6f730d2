/// Where contacts are stored; `PhoneBookUseCase` reaches storage only through this protocol.
///
/// Implementations are thread-safe. A failure is thrown as an error whose description a View can
/// show (see `ContactRepositoryError`), and a failed call changes nothing.
public protocol ContactRepository: Sendable {
    /// Every stored contact, in the order they were added.
    ///
    /// - Returns: the stored contacts, oldest first.
    func allContacts() throws -> [Contact]
    /// Stores `contact` after the existing ones.
    ///
    /// - Parameter contact: the contact to store.
    func add(_ contact: Contact) throws
}
