import Signals
import SignalsViewModels

/// The phone book's View: the contact list, an "add contact" form, an ordering switch, the error
/// message and the storage-problem banner.
///
/// Submissions, ordering picks and reloads go to `PhoneBookViewModel.input`; everything shown is
/// what the outputs last said (`rows` for the first list, then `rowChanges`, so an add inserts one
/// row into the screen's own list instead of receiving a copy of the whole list; `ordering`,
/// `storageError`, `error`, `added`). `isSaving` (the ViewModel's `ActivityIndicator`) is kept for
/// the interactive panel and shown in the trace; it adds no line to a script's output, where every
/// save starts and ends within its command.
final class PhoneBookScreen: ScriptedScreen {
    typealias Command = PhoneBookCommand

    /// The list rows as shown.
    private(set) var rows: [String] = []
    /// The ordering the switch shows.
    private(set) var ordering: ContactOrdering?
    /// Why the store cannot be read, while it cannot.
    private(set) var storageError: String?
    /// The last add error on display (the interactive screen dismisses it on the next key).
    private(set) var error: PhoneBookError?
    /// The last failed save's message (a storage failure, unlike "you need name and number").
    private(set) var saveFailure: String?
    /// Whether a save is running, as the ViewModel's `isSaving` last said.
    private(set) var isSaving = false
    /// Increments each time a contact is added (the interactive form clears itself then).
    private(set) var addedCount = 0
    /// Where the list's last change inserted one row (0 = top), or `nil` when the last change was
    /// not a single insertion (the first list, a reordering, a reload that changed more).
    private(set) var lastInsertedRow: Int?

    private let submissions = PublishRelay<ContactDraft>()
    private let orderings = PublishRelay<ContactOrdering>()
    private let reloads = PublishRelay<Void>()
    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: PhoneBookViewModel
    private let onChange: (RenderedChange) -> Void
    private let disposeBag = DisposeBag()
    private var rowsRendered = false

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: PhoneBookViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        self.onChange = onChange
        submissions.traceInput("add", to: trace, describe: describeDraft).disposed(by: disposeBag)
        orderings.traceInput("ordering", to: trace, describe: \.rawValue).disposed(by: disposeBag)
        reloads.traceInput("reload", to: trace).disposed(by: disposeBag)
        submissions.bind(to: viewModel.input.add).disposed(by: disposeBag)
        orderings.bind(to: viewModel.input.ordering).disposed(by: disposeBag)
        reloads.bind(to: viewModel.input.reload).disposed(by: disposeBag)

        let output = viewModel.output
        output.ordering.traceOutput("ordering", to: trace, describe: \.rawValue).disposed(by: disposeBag)
        output.ordering
            .drive(with: self, onNext: { screen, ordering in screen.show(ordering: ordering) })
            .disposed(by: disposeBag)
        output.storageError.traceOutput("storageError", to: trace, describe: { $0.map(quoted) ?? "nil" })
            .disposed(by: disposeBag)
        output.storageError
            .drive(with: self, onNext: { screen, message in screen.show(storageError: message) })
            .disposed(by: disposeBag)
        output.rows.traceListOutput("rows", to: trace).disposed(by: disposeBag)
        output.rows.asObservable().take(1)
            .subscribe(with: self, onNext: { screen, rows in screen.show(.replaced(rows)) })
            .disposed(by: disposeBag)
        output.rowChanges
            .emit(with: self, onNext: { screen, change in screen.show(change) })
            .disposed(by: disposeBag)
        output.isSaving.traceOutput("isSaving", to: trace, describe: { "\($0)" }).disposed(by: disposeBag)
        output.isSaving
            .drive(with: self, onNext: { screen, saving in screen.isSaving = saving })
            .disposed(by: disposeBag)
        output.error.traceOutput("error", to: trace, describe: { quoted($0.description) }).disposed(by: disposeBag)
        output.error
            .emit(with: self, onNext: { screen, message in screen.show(error: message) })
            .disposed(by: disposeBag)
        output.added.traceOutput("added", to: trace, describe: { quoted($0.rowText) }).disposed(by: disposeBag)
        output.added
            .emit(with: self, onNext: { screen, contact in screen.show(added: contact) })
            .disposed(by: disposeBag)
    }

    /// The form was submitted with these field texts.
    func add(name: String, number: String, company: String) {
        submissions.accept(ContactDraft(name: name, number: number, company: company))
    }

    /// The user picked `ordering`.
    func order(by ordering: ContactOrdering) { orderings.accept(ordering) }

    /// The user asked to read the store again.
    func reload() { reloads.accept(()) }

    /// The error message was acknowledged; `true` if one was showing.
    @discardableResult
    func dismissError() -> Bool { dismiss(&error) }

    /// The whole list as scripted mode prints it: `contacts: N` and one indented row per contact.
    var listLines: [String] {
        ["contacts: \(rows.count)"] + rows.map { "  \($0)" }
    }

    /// A storage problem that stops a script (exit status 1): the store cannot be read, or a save
    /// failed. A refused add ("you need name and number") is the script's data, not a failure.
    var failure: String? { storageError ?? saveFailure }

    func perform(_ command: PhoneBookCommand) {
        switch command {
        case let .add(name, number, company): add(name: name, number: number, company: company)
        case .order(let ordering): order(by: ordering)
        case .list: onChange(RenderedChange(part: "contacts", lines: listLines))
        }
    }

    private func show(ordering new: ContactOrdering) {
        guard new != ordering else { return }
        ordering = new
        onChange(.line("order", new.rawValue))
    }

    private func show(storageError message: String?) {
        guard message != storageError else { return }
        storageError = message
        onChange(.line("storage error", message ?? "none, the store is readable again"))
    }

    /// Shows the list. An inserted row goes into `rows` in place and is printed as that row and its
    /// position (`contacts: 3, new row 2: Bob - 555`), so adding to a long list costs one line, not
    /// the list; a whole new list is printed whole.
    private func show(_ change: RowsChange) {
        switch change {
        case let .inserted(index, row, _):
            lastInsertedRow = index
            rows.insert(row, at: index)
            onChange(.line("contacts", "\(rows.count), new row \(index + 1): \(row)"))
        case .replaced(let new):
            guard new != rows || !rowsRendered else { return }
            lastInsertedRow = nil
            rowsRendered = true
            rows = new
            onChange(RenderedChange(part: "contacts", lines: listLines))
        }
    }

    private func show(error: PhoneBookError) {
        self.error = error
        if error.isStorageFailure { saveFailure = error.description }
        onChange(.line("error", error.description))
    }

    private func show(added contact: Contact) {
        addedCount += 1
        onChange(.line("added", contact.rowText))
    }
}

/// A form submission as the trace shows it: `"Ann";"555";""`.
func describeDraft(_ draft: ContactDraft) -> String {
    [draft.name, draft.number, draft.company].map(quoted).joined(separator: ";")
}
