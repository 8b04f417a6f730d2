import Signals

/// The greeting screen in MVVM: name fields, a "show greeting" button and the greeting label.
///
/// The View pushes into `input` (relays) and binds to `output` (observables). The greeting is empty
/// until the first `showGreeting` tap; from then on it follows the name fields as they are typed
/// (the latest first and last names, combined). Formatting is `Person.greeting`: names trimmed,
/// blank names left out, so never "Hello  ". State outputs replay the current value to each new
/// subscriber. Thread-safe; not retained by its own subscriptions.
public final class GreetingViewModel: Sendable {
    /// What the View sends.
    public struct Input: Sendable {
        /// The first-name field's text, on every edit.
        public let firstName = PublishRelay<String>()
        /// The last-name field's text, on every edit.
        public let lastName = PublishRelay<String>()
        /// A tap on "show greeting".
        public let showGreeting = PublishRelay<Void>()
    }

    /// What the View shows.
    public struct Output: Sendable {
        /// The greeting label: "" until the first show tap, then e.g. "Hello David Blaine",
        /// following the names. Replays the current text.
        public let greeting: Observable<String>
        /// The person as currently typed (fills the fields on first display). Replays.
        public let person: Observable<Person>
    }

    /// The View's side: push field edits and taps here.
    public let input = Input()
    /// The ViewModel's side: bind the greeting label (and initial field texts) here.
    public let output: Output

    private enum Action {
        case firstName(String)
        case lastName(String)
        case show
    }

    private let actions = PublishRelay<Action>()
    private let personRelay: BehaviorRelay<Person>
    private let greetingRelay = BehaviorRelay(value: "")
    private let isShownRelay = BehaviorRelay(value: false)
    private let disposeBag = DisposeBag()

    /// A greeting screen whose fields start with `person`'s names (blank by default).
    public init(person: Person = Person(firstName: "", lastName: "")) {
        personRelay = BehaviorRelay(value: person)
        output = Output(greeting: greetingRelay.asObservable(), person: personRelay.asObservable())
        input.firstName.map { Action.firstName($0) }.bind(to: actions).disposed(by: disposeBag)
        input.lastName.map { Action.lastName($0) }.bind(to: actions).disposed(by: disposeBag)
        input.showGreeting.map { Action.show }.bind(to: actions).disposed(by: disposeBag)
        actions
            .subscribe(with: self, onNext: { viewModel, action in viewModel.apply(action) })
            .disposed(by: disposeBag)
    }

    // Temporary until combineLatest lands on main.
    private func apply(_ action: Action) {
        var person = personRelay.value
        switch action {
        case .firstName(let name): person.firstName = name
        case .lastName(let name): person.lastName = name
        case .show: isShownRelay.accept(true)
        }
        if person != personRelay.value { personRelay.accept(person) }
        let greeting = isShownRelay.value ? person.greeting : ""
        if greeting != greetingRelay.value { greetingRelay.accept(greeting) }
    }
}
