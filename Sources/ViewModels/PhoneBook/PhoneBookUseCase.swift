/// The phone book's business rules, between `PhoneBookViewModel` and a `ContactRepository`
/// (ViewModel → use case → repository protocol).
///
/// Adding requires a name and a number (after trimming whitespace); a blank company means none;
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

    /// Validates `draft` and stores it, returning the contact stored (fields trimmed, blank company → nil).
    /// Throws `PhoneBookError.missingNameOrNumber` (storing nothing) or the repository's error.
    @discardableResult
    public func add(_ draft: ContactDraft) throws -> Contact {
        let name = draft.name.trimmingWhitespace()
        let number = draft.number.trimmingWhitespace()
        let company = draft.company.trimmingWhitespace()
        guard !name.isEmpty, !number.isEmpty else { throw PhoneBookError.missingNameOrNumber }
        let contact = Contact(name: name, number: number, company: company.isEmpty ? nil : company)
        try repository.add(contact)
        return contact
    }
}
