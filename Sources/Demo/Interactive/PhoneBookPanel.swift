import SignalsViewModels

/// The interactive phone book: the list, a three-field form (Enter adds, the form clears when the
/// ViewModel reports the contact added), Ctrl-O switches the ordering, Ctrl-R reloads a store file
/// (only offered, and only done, when there is one: memory has nothing to reload), PgUp/PgDn
/// scroll the list, Esc goes back.
///
/// The list shows the rows that fit between the header and the form; after an add it scrolls to
/// the new contact's row. While the store cannot be read, a "Storage problem" box and a line
/// saying the contacts are unavailable take the list's place (an empty list would look like a
/// phone book without contacts). Only the visible rows are formatted, so a key costs the same with ten
/// contacts or a hundred thousand.
final class PhoneBookPanel: InteractiveScreen {
    /// The View bound to the ViewModel (set once in `init`).
    private(set) var view: PhoneBookScreen!
    private var fields = FieldGroup(labels: ["Name", "Number", "Company"])
    /// The first list row on screen.
    private(set) var listTop = 0
    /// How many list rows the last frame showed (a page for PgUp/PgDn).
    private var listPage = 1
    /// A row to scroll into view at the next draw (the contact just added).
    private var reveal: Int?
    /// Whether Ctrl-R reloads (the contacts are in a file that can change behind the ViewModel).
    let reloadable: Bool

    /// A panel over `viewModel`; `reloadable` when its store is a file; `onChange` is called for
    /// every output change.
    init(viewModel: PhoneBookViewModel, reloadable: Bool, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.reloadable = reloadable
        view = PhoneBookScreen(viewModel: viewModel, trace: trace, onChange: { [weak self] change in
            // A contact was stored: the form is done with, clear it.
            if change.part == "added" { self?.fields.clear() }
            if change.part == "contacts" { self?.reveal = self?.view?.lastInsertedRow }
            onChange(change)
        })
    }

    let title = "Phone book"
    var keyHelp: String {
        "Tab: next field · Enter: add · Ctrl-O: order · " + (reloadable ? "Ctrl-R: reload · " : "") + "PgUp/PgDn: scroll · Esc: back"
    }

    func body(width: Int, height: Int) -> ScreenBody {
        var top: [String] = []
        if let problem = view.storageError {
            top += boxLines(title: "Storage problem", text: problem, maximumWidth: width) + [""]
        }
        var form = ["", "  New contact"]
        let (fieldLines, cursor) = fields.lines(firstRow: form.count, width: width)
        form += fieldLines
        if let error = view.error {
            form.append("")
            let title = error.isStorageFailure ? "Storage problem" : "Error"
            form += boxLines(title: title, text: error.description, maximumWidth: width, minimumWidth: 0)  // as wide as the message
        }
        if view.storageError != nil {
            let lines = top + ["  " + Self.unavailableList]
            return ScreenBody(lines: lines + form, cursor: CursorPosition(row: lines.count + cursor.row, column: cursor.column))
        }
        let rows = view.rows
        let room = max(1, height - top.count - 1 - form.count)
        let visible = scrollList(count: rows.count, room: room)
        var header = "  Contacts (\(rows.count)), by \(view.ordering?.rawValue ?? "name")"
        if view.isSaving { header += ", saving…" }
        if visible.count < rows.count && !visible.isEmpty {
            header += ", rows \(visible.lowerBound + 1)–\(visible.upperBound) (PgUp/PgDn)"
        }
        var lines = top + [header + ":"]
        lines += rows.isEmpty ? ["    (none)"] : rows[visible].map { "    " + $0 }
        let formTop = lines.count
        lines += form
        return ScreenBody(lines: lines, cursor: CursorPosition(row: formTop + cursor.row, column: cursor.column))
    }

    /// What stands in for the list while the store cannot be read.
    static let unavailableList = "Contacts unavailable: the store cannot be read (fix it, then Ctrl-R reloads)"

    /// Moves the list window to show `reveal` (if set) within `room` rows of `count`; returns the
    /// rows to show.
    private func scrollList(count: Int, room: Int) -> Range<Int> {
        listPage = room
        if let row = reveal {
            reveal = nil
            if row < listTop { listTop = row } else if row >= listTop + room { listTop = row - room + 1 }
        }
        listTop = max(0, min(listTop, count - room))
        return listTop..<min(count, listTop + room)
    }

    func handle(_ key: Key) -> KeyOutcome {
        let dismissed = view.dismissError()
        switch key {
        case .enter:
            view.add(name: fields.text(0), number: fields.text(1), company: fields.text(2))
        case .control("o"):
            view.order(by: view.ordering == .company ? .name : .company)
        case .control("r") where reloadable:
            view.reload()
        case .pageUp, .pageDown:
            let before = listTop
            listTop = max(0, listTop + (key == .pageUp ? -listPage : listPage))
            listTop = min(listTop, max(0, view.rows.count - listPage))
            if listTop != before { return .redraw }
        case .escape:
            return .back
        default:
            if fields.handle(key) != .none { return .redraw }
        }
        return dismissed ? .redraw : .unchanged
    }

    var editors: [LineEditor] { fields.editors }
}
