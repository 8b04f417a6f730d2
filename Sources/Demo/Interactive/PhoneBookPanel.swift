import ViewModels

/// The interactive phone book: the list, a three-field form (Enter adds, the form clears when the
/// ViewModel reports the contact added), Ctrl-O switches the ordering, Ctrl-R reloads, Esc goes back.
final class PhoneBookPanel: InteractiveScreen {
    /// The View bound to the ViewModel (set once in `init`).
    private(set) var view: PhoneBookScreen!
    private var fields = FieldGroup(labels: ["Name", "Number", "Company"])

    /// A panel over `viewModel`; `onChange` is called for every output change.
    init(viewModel: PhoneBookViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        view = PhoneBookScreen(viewModel: viewModel, trace: trace, onChange: { [weak self] change in
            // A contact was stored: the form is done with, clear it.
            if change.part == "added" { self?.fields.clear() }
            onChange(change)
        })
    }

    let title = "Phone book"
    let keyHelp = "Tab: next field · Enter: add · Ctrl-O: order · Ctrl-R: reload · Esc: back"

    func body(width: Int) -> ScreenBody {
        var lines: [String] = []
        if let problem = view.storageError {
            lines += boxLines(title: "Storage problem", text: problem, maximumWidth: width) + [""]
        }
        lines.append("  Contacts (\(view.rows.count)), by \(view.ordering?.rawValue ?? "name"):")
        lines += view.rows.isEmpty ? ["    (none)"] : view.rows.map { "    " + $0 }
        lines += ["", "  New contact"]
        let (fieldLines, cursor) = fields.lines(firstRow: lines.count)
        lines += fieldLines
        if let error = view.error {
            lines.append("")
            let title = error.isStorageFailure ? "Storage problem" : "Error"
            lines += boxLines(title: title, text: error.description, maximumWidth: width)
        }
        return ScreenBody(lines: lines, cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome {
        let dismissed = view.dismissError()
        switch key {
        case .enter:
            view.add(name: fields.text(0), number: fields.text(1), company: fields.text(2))
        case .control("o"):
            view.order(by: view.ordering == .company ? .name : .company)
        case .control("r"):
            view.reload()
        case .escape:
            return .back
        default:
            if fields.handle(key) != .none { return .redraw }
        }
        return dismissed ? .redraw : .unchanged
    }
}
