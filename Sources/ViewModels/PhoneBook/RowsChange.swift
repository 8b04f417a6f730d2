/// How the phone book's list rows changed (`PhoneBookViewModel.Output.rowChanges`), so a View
/// that keeps its own copy of the rows can follow an add without receiving the whole list.
public enum RowsChange: Equatable, Sendable {
    /// One contact was inserted: its `row` is now at `index` (0 = top) of `count` rows.
    case inserted(index: Int, row: String, count: Int)
    /// The list changed otherwise (an ordering, a reload, another writer's contacts, an unreadable
    /// store): these are all its rows.
    case replaced([String])
}
