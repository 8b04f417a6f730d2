/// The phone book's business rules, between `PhoneBookViewModel` and a `ContactRepository`
/// (ViewModel → use case → repository protocol).
///
/// Adding requires a name and a number that show something: leading and trailing characters that
/// show nothing (whitespace, control and format characters such as NUL or a zero-width space, see
/// `Character.isInvisible`) are trimmed, and a field left empty is blank. A blank company means none;
/// duplicates are allowed (two people may share a name, one person may have two numbers).
/// Listing applies a `ContactOrdering`.
public struct PhoneBookUseCase: Sendable {
    private let repository: any ContactRepository

    /// Rules over `repository`.
    public init(repository: any ContactRepository) {
        self.repository = repository
    }

    /// Every contact in `ordering`; rethrows the repository's read error.
    public func contacts(orderedBy ordering: ContactOrdering) throws -> [Contact] {
        ordering.sorted(try repository.allContacts())
    }

    /// Every contact in the order added; rethrows the repository's read error.
    public func allContacts() throws -> [Contact] {
        try repository.allContacts()
    }

    /// Every contact in the order added and, when the repository numbers its states
    /// (`RevisedContactRepository`), their revision; rethrows the repository's read error.
    func revisedContacts() throws -> (contacts: [Contact], revision: Int?) {
        guard let revised = repository as? any RevisedContactRepository else { return (try repository.allContacts(), nil) }
        let (contacts, revision) = try revised.revisedContacts()
        return (contacts, revision)
    }

    /// Validates `draft` and stores it, returning the contact stored (fields trimmed of invisible
    /// characters, blank company → nil).
    /// Throws `PhoneBookError.missingNameOrNumber` (storing nothing) or the repository's error.
    @discardableResult
    public func add(_ draft: ContactDraft) throws -> Contact {
        try revisedAdd(draft).contact
    }

    /// `add(draft)`, also saying what the add did to the repository's revisions (`nil` when the
    /// repository does not number them, see `RevisedContactRepository`).
    func revisedAdd(_ draft: ContactDraft) throws -> (contact: Contact, append: ContactAppend?) {
        let name = draft.name.trimmingInvisible()
        let number = draft.number.trimmingInvisible()
        let company = draft.company.trimmingInvisible()
        guard !name.isEmpty, !number.isEmpty else { throw PhoneBookError.missingNameOrNumber }
        let contact = Contact(name: name, number: number, company: company.isEmpty ? nil : company)
        guard let revised = repository as? any RevisedContactRepository else {
            try repository.add(contact)
            return (contact, nil)
        }
        return (contact, try revised.revisedAdd(contact))
    }
}
