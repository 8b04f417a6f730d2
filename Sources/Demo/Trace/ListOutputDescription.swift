import Signals

/// Describes the successive values of a list output (the phone book's `rows`) for the trace: a
/// short list whole, a long one by its size and what changed since its previous value, so that
/// each add to a long list prints a line of its own size, not a line as long as the list.
///
/// A list of at most `limit` items is spelled out: `["a", "b"]`. A longer one is not: its first
/// value shows its first `limit` items and its size (`["a", "b", … 4000 items]`); every later value
/// shows its size and the rows that differ from the previous value, found by comparing the two
/// from both ends: `[4000 items, row 13 inserted: "x"]`, `[3999 items, row 13 removed: "x"]`,
/// `[4000 items, row 13 changed to "x"]`, `[4000 items, rows 1–4000 replaced by 4000 rows]`,
/// `[4000 items, unchanged]`. Rows are numbered from 1, as the phone book's own lines number them.
///
/// The previous value is kept (the output's own array, not a copy) and compared with the next
/// one by `SharedRows`: a `memcmp` of the rows while they are the very same strings, as after an
/// insertion. Keeping it costs no copy of the list: a `Driver` such as `rows` keeps its latest value
/// for replay while it has a subscriber (the trace is one), so the ViewModel's next insertion
/// copies its list either way (docs/MVVM-guide.md, "Lists": it is `rowChanges` that spares a View
/// that copy).
final class ListOutputDescription {
    /// The most items a value spells out, and the size up to which a list is spelled out whole.
    let limit: Int
    /// The value described last (`nil` before the first).
    private var previous: [String]?

    /// A description of one output's values, spelling out lists of at most `limit` items.
    init(limit: Int) {
        self.limit = limit
    }

    /// `items` as the trace shows it, then remembered to describe the next value against.
    func describe(_ items: [String]) -> String {
        defer { previous = items }
        guard items.count > limit, let previous else { return Self.abbreviated(items, limit: limit) }
        let (head, tail) = SharedRows.count(previous, items)
        return "[\(items.count) items, \(Self.change(from: previous, to: items, head: head, tail: tail))]"
    }

    /// `items` spelled out, `["a", "b"]`, or past `limit` items the first ones and how many
    /// there are: `["a", "b", … 100000 items]`.
    static func abbreviated(_ items: [String], limit: Int) -> String {
        guard items.count > limit else { return "[" + items.map(quoted).joined(separator: ", ") + "]" }
        return "[" + items.prefix(limit).map(quoted).joined(separator: ", ") + ", … \(items.count) items]"
    }

    /// What differs between `old` and `new`, which share `head` rows at their start and `tail`
    /// rows at their end.
    private static func change(from old: [String], to new: [String], head: Int, tail: Int) -> String {
        let removed = old.count - head - tail
        let inserted = new.count - head - tail
        let first = head + 1
        switch (removed, inserted) {
        case (0, 0): return "unchanged"
        case (0, 1): return "row \(first) inserted: \(quoted(new[head]))"
        case (1, 0): return "row \(first) removed: \(quoted(old[head]))"
        case (1, 1): return "row \(first) changed to \(quoted(new[head]))"
        case (0, _): return "rows \(first)–\(head + inserted) inserted"
        case (_, 0): return "rows \(first)–\(head + removed) removed"
        default: return "rows \(first)–\(head + removed) replaced by \(inserted) rows"
        }
    }
}

extension ObservableConvertibleType where Element == [String] {
    /// Subscribes `trace` to this list output: each value is recorded as `← output name LIST`, the
    /// list described by a `ListOutputDescription` (spelling out at most `trace.listLimit` items),
    /// and its end (if it ends) as `completed` or `error MESSAGE`.
    func traceListOutput(_ name: String, to trace: BindingTrace?) -> Disposable {
        guard let trace else { return Disposables.create() }
        let description = ListOutputDescription(limit: trace.listLimit)
        return traceOutput(name, to: trace, describe: description.describe)
    }
}
