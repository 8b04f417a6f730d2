import Signals

/// The phone-book screen in MVVM: a list of contacts, an "add contact" form and an ordering switch.
///
/// The View pushes into `input` (relays) and binds to `output` (observables). Storage goes through
/// a `PhoneBookUseCase`. State outputs (`contacts`, `rows`, `ordering`, `storageError`) replay their
/// current value to new subscribers; one-shot outputs (`error`, `added`) do not.
/// Errors: a rejected or failed add is a one-shot `error`: `.missingNameOrNumber` (the user's input;
/// its message is "you need name and number") or `.storage(message)` when the repository failed, so a
/// View can treat the two differently (e.g. a script fails only on storage). A store that cannot be read (e.g. a corrupt JSON file, which is never
/// overwritten) is lasting state: `storageError` holds its message and the list is empty until a
/// `reload` succeeds. Inputs are handled one at a time in arrival order, synchronously on the
/// sender's thread. Thread-safe; not retained by its own subscriptions.
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
        public let contacts: Observable<[Contact]>
        /// The list rows (`Contact.rowText`), in the current ordering. Replays.
        public let rows: Observable<[String]>
        /// The current ordering (starts as the one given to `init`). Replays.
        public let ordering: Observable<ContactOrdering>
        /// Why the store cannot be read, or `nil` when it can. Replays.
        public let storageError: Observable<String?>
        /// Why an add was refused (`.missingNameOrNumber`) or failed (`.storage`), each time one is
        /// (one-shot, not replayed). Its `description` is the message to show.
        public let error: Observable<PhoneBookError>
        /// Each contact just added, as stored (one-shot, not replayed): e.g. to clear the form.
        public let added: Observable<Contact>
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
    /// The list shown; replaced (and so emitted) only when its contacts change.
    private let listRelay: BehaviorRelay<OrderedContacts>
    private let orderingRelay: BehaviorRelay<ContactOrdering>
    private let storageErrorRelay = BehaviorRelay<String?>(value: nil)
    private let errorRelay = PublishRelay<PhoneBookError>()
    private let addedRelay = PublishRelay<Contact>()
    private let disposeBag = DisposeBag()

    /// A phone book over `useCase`, listed in `ordering` (by name by default). Reads the store now.
    public init(useCase: PhoneBookUseCase, ordering: ContactOrdering = .name) {
        self.useCase = useCase
        orderingRelay = BehaviorRelay(value: ordering)
        listRelay = BehaviorRelay(value: OrderedContacts(ordering: ordering))
        output = Output(
            contacts: listRelay.map(\.contacts),
            rows: listRelay.map(\.rows),
            ordering: orderingRelay.asObservable(),
            storageError: storageErrorRelay.asObservable(),
            error: errorRelay.asObservable(),
            added: addedRelay.asObservable()
        )
        input.add.map { Action.add($0) }.bind(to: actions).disposed(by: disposeBag)
        input.ordering.map { Action.order($0) }.bind(to: actions).disposed(by: disposeBag)
        input.reload.map { Action.reload }.bind(to: actions).disposed(by: disposeBag)
        actions
            .subscribe(with: self, onNext: { viewModel, action in viewModel.apply(action) })
            .disposed(by: disposeBag)
        refresh()
    }

    /// A phone book over `repository` (through a `PhoneBookUseCase`).
    public convenience init(repository: any ContactRepository, ordering: ContactOrdering = .name) {
        self.init(useCase: PhoneBookUseCase(repository: repository), ordering: ordering)
    }

    private func apply(_ action: Action) {
        switch action {
        case .add(let draft):
            do {
                let contact = try useCase.add(draft)
                refresh()
                addedRelay.accept(contact)
            } catch let error as PhoneBookError {
                errorRelay.accept(error)
            } catch {
                errorRelay.accept(.storage(String(describing: error)))
                refresh()
            }
        case .order(let ordering):
            guard ordering != orderingRelay.value else { return }
            orderingRelay.accept(ordering)
            refresh()
        case .reload:
            refresh()
        }
    }

    /// Re-reads the store and publishes the list in the current ordering (inserting added contacts
    /// in place rather than sorting again, see `OrderedContacts`) and the storage state.
    private func refresh() {
        do {
            show(try useCase.allContacts())
            if storageErrorRelay.value != nil { storageErrorRelay.accept(nil) }
        } catch {
            let message = String(describing: error)
            if storageErrorRelay.value != message { storageErrorRelay.accept(message) }
            show([])
        }
    }

    /// Publishes the list of `stored` in the current ordering, if it differs from the one shown.
    private func show(_ stored: [Contact]) {
        let update = listRelay.value.updated(with: stored, in: orderingRelay.value)
        if update.changed { listRelay.accept(update.list) }
    }
}
