/// The phone book's list as the ViewModel shows it: the contacts in an ordering and their rows,
/// kept up to date without re-sorting when contacts are only added.
///
/// `updated(with:in:)` takes the store's contacts (in the order added). When they are the contacts
/// seen before plus a few appended ones (this phone book's add, or a few other writers' adds), each
/// new contact is inserted where `ContactOrdering.insertionIndex` says: O(log n) comparisons and
/// an O(n) copy per add, instead of an O(n log n) sort and n new rows. Anything else (a new
/// ordering, contacts removed or changed by another program, many at once) is sorted anew. Both
/// ways give exactly `ordering.sorted(stored)`.
struct OrderedContacts: Sendable {
    /// Appended contacts beyond this many are sorted in with everything else.
    static let maximumInsertions = 64

    /// The ordering `contacts` is in.
    let ordering: ContactOrdering
    /// The store's contacts, in the order added.
    private(set) var stored: [Contact]
    /// `stored` in `ordering`.
    private(set) var contacts: [Contact]
    /// `contacts`' rows (`Contact.rowText`), in the same order.
    private(set) var rows: [String]

    /// `stored` sorted in `ordering`.
    init(ordering: ContactOrdering, stored: [Contact] = []) {
        self.ordering = ordering
        self.stored = stored
        contacts = ordering.sorted(stored)
        rows = contacts.map(\.rowText)
    }

    /// This list once the store lists `newStored`, in `newOrdering`, and whether `contacts` changed.
    func updated(with newStored: [Contact], in newOrdering: ContactOrdering) -> (list: OrderedContacts, changed: Bool) {
        if newOrdering == ordering, newStored.count >= stored.count,
           newStored.count - stored.count <= Self.maximumInsertions,
           newStored.prefix(stored.count).elementsEqual(stored) {
            guard newStored.count > stored.count else { return (self, false) }
            var list = self
            list.stored = newStored
            for contact in newStored[stored.count...] {
                let index = ordering.insertionIndex(of: contact, in: list.contacts)
                list.contacts.insert(contact, at: index)
                list.rows.insert(contact.rowText, at: index)
            }
            return (list, true)
        }
        let list = OrderedContacts(ordering: newOrdering, stored: newStored)
        return (list, list.contacts != contacts)
    }
}
