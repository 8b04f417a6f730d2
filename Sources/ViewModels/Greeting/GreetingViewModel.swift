import SignalsCore

/// The greeting screen in MVVM: name fields, a "show greeting" button and the greeting label.
///
/// The View pushes into `input` (relays) and binds to `output` (observables). The greeting is empty
/// until the first `showGreeting` tap; from then on it follows the name fields as they are typed
/// (`combineLatest` of the latest first and last names). Formatting is `Person.greeting`: names
/// trimmed, blank names left out, so never "Hello  ". Both outputs are state: they replay the current
/// value to each new subscriber and emit only on change. Thread-safe; not retained by its own subscriptions.
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

    private let firstNameRelay: BehaviorRelay<String>
    private let lastNameRelay: BehaviorRelay<String>
    private let isShownRelay = BehaviorRelay(value: false)
    private let disposeBag = DisposeBag()

    /// A greeting screen whose fields start with `person`'s names (blank by default).
    ///
    /// - Parameter person: The names `output.person` starts with; `output.greeting` stays "" until
    ///   `input.showGreeting` fires.
    public init(person: Person = Person(firstName: "", lastName: "")) {
        firstNameRelay = BehaviorRelay(value: person.firstName)
        lastNameRelay = BehaviorRelay(value: person.lastName)
        let person = Observable<Person>
            .combineLatest(firstNameRelay.named("first name"), lastNameRelay.named("last name")) { Person(firstName: $0, lastName: $1) }
            .distinctUntilChanged()
            .named("person")
        let greeting = Observable<String>
            .combineLatest(isShownRelay.named("is shown"), person) { isShown, person in isShown ? person.greeting : "" }
            .distinctUntilChanged()
            .named("greeting")
        output = Output(greeting: greeting, person: person)
        input.firstName.named("firstName").bind(to: firstNameRelay).disposed(by: disposeBag)
        input.lastName.named("lastName").bind(to: lastNameRelay).disposed(by: disposeBag)
        input.showGreeting.named("showGreeting").map { true }.bind(to: isShownRelay).disposed(by: disposeBag)
    }
}
