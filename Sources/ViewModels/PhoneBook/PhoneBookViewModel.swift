import Signals

/// The phone-book screen in MVVM: a list of contacts, an "add contact" form and an ordering switch.
///
/// The View pushes into `input` (relays) and binds to `output`. Storage goes through a
/// `PhoneBookUseCase`, whose loads and saves are `Single`s: each save is tracked by an
/// `ActivityIndicator` (`isSaving`) and an `ErrorTracker` (`error`). State outputs (`contacts`, `rows`,
/// `ordering`, `storageError`, `isSaving`) are `Driver`s: delivered on the main thread, replaying
/// their current value to new subscribers; one-shot outputs (`error`, `added`, `rowChanges`) are
/// `Signal`s: delivered on the main thread, replaying nothing.
/// An add costs O(log n) comparisons when the repository reports it appended to the list shown
/// (`InMemoryContactRepository`, `JSONFileContactRepository`): the list is changed in place, and
/// `rows`/`contacts` subscribers each get the new array (a View that keeps its own rows can follow
/// `rowChanges` instead and never copies the list). Other repositories' adds re-read and re-sort.
/// Errors: a rejected or failed add is a one-shot `error`: `.missingNameOrNumber` (the user's input;
/// its message is "you need name and number") or `.storage(message)` when the repository failed, so a
/// View can treat the two differently (e.g. a script fails only on storage). A store that cannot be read (e.g. a corrupt JSON file, which is never
/// overwritten) is lasting state: `storageError` holds its message and the list is empty until a
/// `reload` succeeds. Inputs are handled one at a time in arrival order, synchronously on the
/// sender's thread (a `Driver` output sent from another thread arrives on the main thread later).
/// Thread-safe; not retained by its own subscriptions.
public final class PhoneBookViewModel: Sendable {
    /// What the View sends.
    public struct Input: Sendable {
        /// The form was submitted with these field texts.
        public let add = PublishRelay<ContactDraft>()
        /// The user picked how the list is ordered.
        public let ordering = PublishRelay<ContactOrdering>()
        /// Read the store again (e.g. after the user fixed a corrupt file).
        public let reload = PublishRelay<Void>()
    }

    /// What the View shows.
    public struct Output: Sendable {
        /// The contacts in the current ordering. Replays.
        public let contacts: Driver<[Contact]>
        /// The list rows (`Contact.rowText`), in the current ordering. Replays.
        public let rows: Driver<[String]>
        /// The current ordering (starts as the one given to `init`). Replays.
        public let ordering: Driver<ContactOrdering>
        /// Why the store cannot be read, or `nil` when it can. Replays.
        public let storageError: Driver<String?>
        /// Whether a save is running (an `ActivityIndicator`): `false`, then `true` from the start
        /// of each add to its end. Replays.
        public let isSaving: Driver<Bool>
        /// Why an add was refused (`.missingNameOrNumber`) or failed (`.storage`), each time one is
        /// (one-shot, not replayed; an `ErrorTracker`'s `asSignal()`). Its `description` is the
        /// message to show.
        public let error: Signal<PhoneBookError>
        /// Each contact just added, as stored (one-shot, not replayed): e.g. to clear the form.
        public let added: Signal<Contact>
        /// How the list changed, each time it does, just after `rows` (one-shot, not replayed):
        /// one row inserted, or the whole new list. `rows` replays the list to start from.
        public let rowChanges: Signal<RowsChange>
    }

    /// The View's side: submit the form, pick the ordering, reload here.
    public let input = Input()
    /// The ViewModel's side: bind the list, the ordering switch and the error presenters here.
    public let output: Output

    private enum Action {
        case add(ContactDraft)
        case order(ContactOrdering)
        case reload
    }

    private let useCase: PhoneBookUseCase
    private let actions = PublishRelay<Action>()
    /// The list shown, changed in place; `rows` and `contacts` read it when `listVersion` changes.
    private let list: LockedOrderedContacts
    /// Goes up (and so emits) each time the list's contacts change.
    private let listVersion = BehaviorRelay<Int>(value: 0)
    private let rowChangesRelay = PublishRelay<RowsChange>()
    private let orderingRelay: BehaviorRelay<ContactOrdering>
    private let storageErrorRelay = BehaviorRelay<String?>(value: nil)
    /// Counts the saves running.
    private let saving = ActivityIndicator()
    /// Receives every failed save's error, as a `PhoneBookError`.
    private let saveErrors = ErrorTracker()
    private let addedRelay = PublishRelay<Contact>()
    private let disposeBag = DisposeBag()

    /// A phone book over `useCase`, listed in `ordering` (by name by default). Reads the store now.
    ///
    /// - Parameters:
    ///   - useCase: the phone book's storage use case.
    ///   - ordering: how contacts are ordered.
    public init(useCase: PhoneBookUseCase, ordering: ContactOrdering = .name) {
        self.useCase = useCase
        orderingRelay = BehaviorRelay(value: ordering)
        let list = LockedOrderedContacts(OrderedContacts(ordering: ordering))
        self.list = list
        output = Output(
            contacts: listVersion.map { _ in list.read(\.contacts) }.asDriver(onErrorJustReturn: []).named("contacts"),
            rows: listVersion.map { _ in list.read(\.rows) }.asDriver(onErrorJustReturn: []).named("rows"),
            ordering: orderingRelay.asDriver().named("ordering"),
            storageError: storageErrorRelay.asDriver().named("storageError"),
            isSaving: saving.asDriver().named("isSaving"),
            error: saveErrors.asSignal().compactMap { $0 as? PhoneBookError }.named("error"),
            added: addedRelay.asSignal().named("added"),
            rowChanges: rowChangesRelay.asSignal().named("rowChanges")
        )
        input.add.named("add").map { Action.add($0) }.bind(to: actions).disposed(by: disposeBag)
        input.ordering.named("ordering input").map { Action.order($0) }.bind(to: actions).disposed(by: disposeBag)
        input.reload.named("reload").map { Action.reload }.bind(to: actions).disposed(by: disposeBag)
        actions
            .subscribe(with: self, onNext: { viewModel, action in viewModel.apply(action) })
            .disposed(by: disposeBag)
        refresh()
    }

    /// A phone book over `repository` (through a `PhoneBookUseCase`).
    ///
    /// - Parameters:
    ///   - repository: where contacts are stored.
    ///   - ordering: how contacts are ordered.
    public convenience init(repository: any ContactRepository, ordering: ContactOrdering = .name) {
        self.init(useCase: PhoneBookUseCase(repository: repository), ordering: ordering)
    }

    private func apply(_ action: Action) {
        switch action {
        case .add(let draft):
            // The save runs synchronously when subscribed; the tracker reports its error first,
            // then the list is re-read if storage failed.
            _ = useCase.revisedSave(draft)
                .catch { error in .error(error as? PhoneBookError ?? .storage(String(describing: error))) }
                .trackError(saveErrors)
                .trackActivity(saving)
                .subscribe(
                    with: self,
                    onSuccess: { viewModel, saved in viewModel.show(added: saved.contact, append: saved.append) },
                    onFailure: { viewModel, error in if (error as? PhoneBookError)?.isStorageFailure == true { viewModel.refresh() } }
                )
        case .order(let ordering):
            guard ordering != orderingRelay.value else { return }
            orderingRelay.accept(ordering)
            refresh()
        case .reload:
            refresh()
        }
    }

    /// Publishes `contact`, just stored: inserted in place when the repository appended it to the
    /// list shown (`append`), else by re-reading the store; then announces it.
    private func show(added contact: Contact, append: ContactAppend?) {
        if let append, let index = list.modify({ $0.insert(contact, appended: append) }) {
            listVersion.accept(listVersion.value + 1)
            rowChangesRelay.accept(.inserted(index: index, row: contact.rowText, count: list.read(\.rows.count)))
        } else {
            refresh()
        }
        addedRelay.accept(contact)
    }

    /// Re-reads the store (a `Single`, run synchronously here) and publishes the list in the current
    /// ordering and the storage state.
    private func refresh() {
        _ = useCase.revisedLoad().subscribe(
            onSuccess: { [self] loaded in
                show(loaded.contacts, revision: loaded.revision)
                if storageErrorRelay.value != nil { storageErrorRelay.accept(nil) }
            },
            onFailure: { [self] error in
                let message = String(describing: error)
                if storageErrorRelay.value != message { storageErrorRelay.accept(message) }
                show([], revision: nil)
            }
        )
    }

    /// Makes the list `stored` (at `revision`) in the current ordering; publishes it if its contacts
    /// differ from the ones shown. Sorts only when the ordering or the revision changed.
    private func show(_ stored: [Contact], revision: Int?) {
        let ordering = orderingRelay.value
        let changed: Bool? = list.modify { shown in
            if revision != nil, shown.revision == revision, shown.ordering == ordering { return nil }
            let new = OrderedContacts(ordering: ordering, stored: stored, revision: revision)
            defer { shown = new }
            return new.contacts != shown.contacts
        }
        guard changed == true else { return }
        listVersion.accept(listVersion.value + 1)
        rowChangesRelay.accept(.replaced(list.read(\.rows)))
    }
}
