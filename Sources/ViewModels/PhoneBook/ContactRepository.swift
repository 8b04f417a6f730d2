/// Where contacts are stored; `PhoneBookUseCase` reaches storage only through this protocol.
///
/// Implementations are thread-safe. A failure is thrown as an error whose description a View can
/// show, and a failed call changes nothing. This module holds the protocol and an in-memory
/// implementation (`InMemoryContactRepository`); the file store, `JSONFileContactRepository`, is
/// the data layer's (the SignalsPhoneBookStorage target), which the demo wires in.
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
