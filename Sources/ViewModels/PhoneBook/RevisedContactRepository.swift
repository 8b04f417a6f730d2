/// A `ContactRepository` that numbers the states of its contacts, so a list can follow this
/// instance's adds without reading and comparing every contact (see `PhoneBookViewModel`).
///
/// A revision is an instance-local counter: two equal revisions from one instance mean the same
/// contacts. It changes whenever the contacts the instance knows change: its own adds, and (for a
/// file) another writer's data read in. Repositories outside this module need not conform; the
/// ViewModel then reads and sorts the whole store after each add.
protocol RevisedContactRepository: ContactRepository {
    /// Every contact in the order added, and the revision they are.
    func revisedContacts() throws -> (contacts: [Contact], revision: Int)
    /// Stores `contact` after the existing ones (as `add`), and says which revision it was
    /// appended to and which revision that made. Throws as `add` does, changing nothing.
    func revisedAdd(_ contact: Contact) throws -> ContactAppend
}

/// What one add did to a `RevisedContactRepository`: the contacts at revision `after` are the
/// contacts at revision `before` plus the added one at the end.
struct ContactAppend: Equatable, Sendable {
    /// The revision the contact was appended to.
    let before: Int
    /// The revision the add made.
    let after: Int
}
