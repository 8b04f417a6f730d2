/// How the phone book's list is ordered.
///
/// - `name`: by name, ignoring case; ties by exact name, then number, then the order added.
/// - `company`: contacts with a company first, by company ignoring case, ties broken as `name`
///   orders; contacts without a company come last, ordered as `name` orders.
public enum ContactOrdering: String, CaseIterable, Sendable {
    /// Alphabetical by name.
    case name
    /// Grouped by company; contacts without one last.
    case company

    /// `contacts` (given in the order they were added) in this ordering. Deterministic: equal keys
    /// keep the order added.
    public func sorted(_ contacts: [Contact]) -> [Contact] {
        contacts.enumerated()
            .sorted { lhs, rhs in
                if let byKey = compare(lhs.element, rhs.element) { return byKey }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// `true`/`false` when `lhs` goes before/after `rhs`; `nil` when this ordering ties them.
    private func compare(_ lhs: Contact, _ rhs: Contact) -> Bool? {
        switch self {
        case .name:
            return Self.compareByName(lhs, rhs)
        case .company:
            switch (lhs.company, rhs.company) {
            case let (left?, right?):
                if left.lowercased() != right.lowercased() { return left.lowercased() < right.lowercased() }
                if left != right { return left < right }
                return Self.compareByName(lhs, rhs)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return Self.compareByName(lhs, rhs)
            }
        }
    }

    private static func compareByName(_ lhs: Contact, _ rhs: Contact) -> Bool? {
        if lhs.name.lowercased() != rhs.name.lowercased() { return lhs.name.lowercased() < rhs.name.lowercased() }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        return nil
    }
}
