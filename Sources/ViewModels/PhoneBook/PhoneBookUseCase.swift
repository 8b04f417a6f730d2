import Signals

/// The phone book's business rules, between `PhoneBookViewModel` and a `ContactRepository`
/// (ViewModel → use case → repository protocol).
///
/// Adding requires a name and a number that show something: leading and trailing characters that
/// show nothing (whitespace, control and format characters such as NUL or a zero-width space, see
/// `Character.isInvisible`) are trimmed, and a field left empty is blank. A blank company means none;
/// duplicates are allowed (two people may share a name, one person may have two numbers).
/// Listing applies a `ContactOrdering`. Loads and saves are offered as traits too (`load(orderedBy:)`
/// is a `Single`, `save(_:)` a `Single` of the stored contact built on the repository's `Completable`
/// save); nothing runs until they are subscribed, and then it runs on the subscribing thread.
public struct PhoneBookUseCase: Sendable {
    private let repository: any ContactRepository

    /// Rules over `repository`.
    ///
    /// - Parameter repository: where contacts are stored.
    public init(repository: any ContactRepository) {
        self.repository = repository
    }

    /// Every contact in `ordering`; rethrows the repository's read error.
    ///
    /// - Parameter ordering: how contacts are ordered.
    /// - Returns: the contacts, sorted by `ordering`.
    public func contacts(orderedBy ordering: ContactOrdering) throws -> [Contact] {
        ordering.sorted(try repository.allContacts())
    }

    /// Every contact in the order added; rethrows the repository's read error.
    ///
    /// - Returns: the contacts, in the order they were added.
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

    /// Every contact in `ordering`, read when subscribed; fails with the repository's read error.
    ///
    /// - Parameter ordering: how contacts are ordered.
    /// - Returns: a `Single` that runs the work on the subscribing thread, synchronously, when subscribed.
    public func load(orderedBy ordering: ContactOrdering) -> Single<[Contact]> {
        repository.load().map { ordering.sorted($0) }
    }

    /// Validates `draft` and stores it when subscribed, succeeding with the contact stored (as
    /// `add`); fails with `PhoneBookError.missingNameOrNumber` (storing nothing) or the repository's error.
    ///
    /// - Parameter draft: the form's field texts.
    /// - Returns: a `Single` that runs the work on the subscribing thread, synchronously, when subscribed.
    public func save(_ draft: ContactDraft) -> Single<Contact> {
        Single.deferred {
            let contact = try validated(draft)
            return repository.save(contact).andThen(Single.just(contact))
        }
    }

    /// `revisedContacts()` as a `Single`, read when subscribed.
    func revisedLoad() -> Single<(contacts: [Contact], revision: Int?)> {
        Single.deferred { .just(try revisedContacts()) }
    }

    /// `revisedAdd(draft)` as a `Single`, run when subscribed.
    func revisedSave(_ draft: ContactDraft) -> Single<(contact: Contact, append: ContactAppend?)> {
        Single.deferred { .just(try revisedAdd(draft)) }
    }

    /// Validates `draft` and stores it, returning the contact stored (fields trimmed of invisible
    /// characters, blank company → nil).
    /// Throws `PhoneBookError.missingNameOrNumber` (storing nothing) or the repository's error.
    ///
    /// - Parameter draft: the form's field texts.
    /// - Returns: the contact as stored.
    @discardableResult
    public func add(_ draft: ContactDraft) throws -> Contact {
        try revisedAdd(draft).contact
    }

    /// `add(draft)`, also saying what the add did to the repository's revisions (`nil` when the
    /// repository does not number them, see `RevisedContactRepository`).
    func revisedAdd(_ draft: ContactDraft) throws -> (contact: Contact, append: ContactAppend?) {
        let contact = try validated(draft)
        guard let revised = repository as? any RevisedContactRepository else {
            try repository.add(contact)
            return (contact, nil)
        }
        return (contact, try revised.revisedAdd(contact))
    }

    /// The contact `draft` describes: fields trimmed of invisible characters, blank company → nil.
    /// Throws `PhoneBookError.missingNameOrNumber` when the name or the number is blank.
    private func validated(_ draft: ContactDraft) throws -> Contact {
        let name = draft.name.trimmingInvisible()
        let number = draft.number.trimmingInvisible()
        let company = draft.company.trimmingInvisible()
        guard !name.isEmpty, !number.isEmpty else { throw PhoneBookError.missingNameOrNumber }
        return Contact(name: name, number: number, company: company.isEmpty ? nil : company)
    }
}
