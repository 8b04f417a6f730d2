/// How the phone book's list is ordered.
///
/// Texts compare in `NaturalOrder`: ignoring case, digit runs by value ("P2" before "P10").
/// - `name`: by name; ties by exact name, then number (naturally, then exactly), then the order added.
/// - `company`: contacts with a company first, by company, ties broken as `name` orders; contacts
///   without a company come last, ordered as `name` orders.
/// Deterministic and stable: contacts equal in every key keep the order they were added in.
public enum ContactOrdering: String, CaseIterable, Sendable {
    /// Alphabetical by name.
    case name
    /// Grouped by company; contacts without one last.
    case company

    /// `contacts` (given in the order they were added) in this ordering.
    ///
    /// - Parameter contacts: the contacts, in the order they were added.
    /// - Returns: a new array with the same contacts, sorted (stable: equal keys keep the order added).
    public func sorted(_ contacts: [Contact]) -> [Contact] {
        contacts.enumerated()
            .sorted { lhs, rhs in
                let order = compare(lhs.element, rhs.element)
                return order != 0 ? order < 0 : lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Where `contact`, added after every contact of `sorted` (which is in this ordering), goes:
    /// after everything that does not come after it, so that ties keep the order added. O(log n).
    func insertionIndex(of contact: Contact, in sorted: [Contact]) -> Int {
        var low = sorted.startIndex
        var high = sorted.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if compare(contact, sorted[middle]) < 0 { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Negative/positive when `lhs` goes before/after `rhs`; zero when this ordering ties them.
    func compare(_ lhs: Contact, _ rhs: Contact) -> Int {
        switch self {
        case .name:
            return Self.compareByName(lhs, rhs)
        case .company:
            switch (lhs.company, rhs.company) {
            case let (left?, right?):
                let byCompany = Self.compareTexts(left, right)
                return byCompany != 0 ? byCompany : Self.compareByName(lhs, rhs)
            case (.some, nil): return -1
            case (nil, .some): return 1
            case (nil, nil): return Self.compareByName(lhs, rhs)
            }
        }
    }

    private static func compareByName(_ lhs: Contact, _ rhs: Contact) -> Int {
        let byName = compareTexts(lhs.name, rhs.name)
        return byName != 0 ? byName : compareTexts(lhs.number, rhs.number)
    }

    /// Naturally, then (for texts equal that way, like "Ann" and "ann") exactly, so the order never
    /// depends on which was added first unless the texts are identical.
    private static func compareTexts(_ lhs: String, _ rhs: String) -> Int {
        let natural = NaturalOrder.compare(lhs, rhs)
        if natural != 0 { return natural }
        return lhs == rhs ? 0 : (lhs < rhs ? -1 : 1)
    }
}
