import Foundation

/// A `ContactRepository` kept in memory: for tests, previews and the demo's throwaway mode.
/// Thread-safe; never fails.
/// Adds append in place (amortized O(1)) unless someone still holds the array `allContacts` returned.
public final class InMemoryContactRepository: RevisedContactRepository, @unchecked Sendable {
    /// Guards `contacts` and `revision` (the `@unchecked Sendable` rests on it).
    private let lock = NSLock()
    private var contacts: [Contact]
    /// Counts the adds (see `RevisedContactRepository`).
    private var revision = 0

    /// A repository holding `contacts` (none by default).
    ///
    /// - Parameter contacts: the contacts it starts with, oldest first.
    public init(contacts: [Contact] = []) {
        self.contacts = contacts
    }

    /// Every contact, in the order added.
    ///
    /// - Returns: a copy of the stored contacts.
    public func allContacts() throws -> [Contact] {
        lock.withLock { contacts }
    }

    /// Appends `contact`.
    ///
    /// - Parameter contact: the contact to store.
    public func add(_ contact: Contact) throws {
        _ = revisedAdd(contact)
    }

    /// Every contact, in the order added, and the number of adds so far.
    ///
    /// - Returns: a copy of the stored contacts and the number of adds so far (their revision).
    public func revisedContacts() -> (contacts: [Contact], revision: Int) {
        lock.withLock { (contacts, revision) }
    }

    /// Appends `contact`; the revision goes up by one.
    ///
    /// - Parameter contact: the contact to store.
    /// - Returns: the revisions before and after the add.
    public func revisedAdd(_ contact: Contact) -> ContactAppend {
        lock.withLock {
            contacts.append(contact)
            revision += 1
            return ContactAppend(before: revision - 1, after: revision)
        }
    }
}
