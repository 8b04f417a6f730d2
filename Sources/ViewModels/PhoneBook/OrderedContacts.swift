import Foundation

/// The phone book's list as the ViewModel shows it: the contacts in an ordering, their rows, and
/// the store revision they reflect.
///
/// An add the store reports as appended to the shown revision is inserted where
/// `ContactOrdering.insertionIndex` says: O(log n) comparisons and an in-place insert (no copy while
/// the arrays are not shared). Anything else (a new ordering, a reload, another writer's contacts)
/// is built anew from the stored contacts. Both ways give exactly `ordering.sorted(stored)`.
struct OrderedContacts: Sendable {
    /// The ordering `contacts` is in.
    let ordering: ContactOrdering
    /// The store's contacts in `ordering`.
    private(set) var contacts: [Contact]
    /// `contacts`' rows (`Contact.rowText`), in the same order.
    private(set) var rows: [String]
    /// The store revision `contacts` are (`RevisedContactRepository`), or `nil` when unknown.
    private(set) var revision: Int?

    /// `stored` (in the order added, at `revision`) sorted in `ordering`.
    init(ordering: ContactOrdering, stored: [Contact] = [], revision: Int? = nil) {
        self.ordering = ordering
        self.revision = revision
        contacts = ordering.sorted(stored)
        rows = contacts.map(\.rowText)
    }

    /// Inserts `contact`, which `append` says the store appended to this list's revision, and
    /// returns its index; returns `nil` (changing nothing) when this list is not at `append.before`.
    mutating func insert(_ contact: Contact, appended append: ContactAppend) -> Int? {
        guard revision == append.before else { return nil }
        let index = ordering.insertionIndex(of: contact, in: contacts)
        contacts.insert(contact, at: index)
        rows.insert(contact.rowText, at: index)
        revision = append.after
        return index
    }
}

/// An `OrderedContacts` behind a lock: the ViewModel changes it in place, its outputs read it.
final class LockedOrderedContacts: @unchecked Sendable {
    /// Guards `list` (the `@unchecked Sendable` rests on it).
    private let lock = NSLock()
    private var list: OrderedContacts

    /// Holds `list`.
    init(_ list: OrderedContacts) {
        self.list = list
    }

    /// `body`'s result on the list as it is now.
    func read<Result>(_ body: (OrderedContacts) -> Result) -> Result {
        lock.withLock { body(list) }
    }

    /// Changes the list in place with `body`, returning its result.
    func modify<Result>(_ body: (inout OrderedContacts) -> Result) -> Result {
        lock.withLock { body(&list) }
    }
}
