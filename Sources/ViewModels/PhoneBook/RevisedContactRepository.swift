/// A `ContactRepository` that numbers the states of its contacts, so a list can follow this
/// instance's adds without reading and comparing every contact (see `PhoneBookViewModel`).
///
/// A revision is an instance-local counter: two equal revisions from one instance mean the same
/// contacts. It changes whenever the contacts the instance knows change: its own adds, and (for a
/// file) another writer's data read in. Conforming is optional: for a repository that does not,
/// the ViewModel reads and sorts the whole store after each add. `InMemoryContactRepository` and
/// the data layer's `JSONFileContactRepository` (SignalsPhoneBookStorage) conform.
public protocol RevisedContactRepository: ContactRepository {
    /// Every contact in the order added, and the revision they are.
    ///
    /// - Returns: the stored contacts, oldest first, and the revision of that state.
    func revisedContacts() throws -> (contacts: [Contact], revision: Int)
    /// Stores `contact` after the existing ones (as `add`), and says which revision it was
    /// appended to and which revision that made. Throws as `add` does, changing nothing.
    ///
    /// - Parameter contact: the contact to store.
    /// - Returns: the revisions before and after the add.
    func revisedAdd(_ contact: Contact) throws -> ContactAppend
}

/// What one add did to a `RevisedContactRepository`: the contacts at revision `after` are the
/// contacts at revision `before` plus the added one at the end.
public struct ContactAppend: Equatable, Sendable {
    /// The revision the contact was appended to.
    public let before: Int
    /// The revision the add made.
    public let after: Int

    /// The add that took the contacts from revision `before` to revision `after`.
    ///
    /// - Parameters:
    ///   - before: the revision the contact was appended to.
    ///   - after: the revision the add made.
    public init(before: Int, after: Int) {
        self.before = before
        self.after = after
    }
}
