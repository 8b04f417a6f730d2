import Foundation

/// A `ContactRepository` kept in memory: for tests, previews and the demo's throwaway mode.
/// Thread-safe; never fails.
public final class InMemoryContactRepository: ContactRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var contacts: [Contact]

    /// A repository holding `contacts` (none by default).
    public init(contacts: [Contact] = []) {
        self.contacts = contacts
    }

    /// Every contact, in the order added.
    public func allContacts() throws -> [Contact] {
        lock.withLock { contacts }
    }

    /// Appends `contact`.
    public func add(_ contact: Contact) throws {
        lock.withLock { contacts.append(contact) }
    }
}
