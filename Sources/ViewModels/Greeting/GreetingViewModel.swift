import SignalsCore

/// The greeting screen in MVVM: name fields, a "show greeting" button and the greeting label.
///
/// The View pushes into `input` (relays) and drives its fields and label from `output` (`Driver`s). The greeting is empty
/// until the first `showGreeting` tap; from then on it follows the name fields as they are typed
/// (`combineLatest` of the latest first and last names). Formatting is `Person.greeting`: names
/// trimmed, blank names left out, so never "Hello  ". Both outputs are state, so `Driver`s: they
/// replay the current value to each new subscriber, deliver on the main thread and emit only on change. Thread-safe; not retained by its own subscriptions.
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
        public let greeting: Driver<String>
        /// The person as currently typed (fills the fields on first display). Replays.
        public let person: Driver<Person>
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
        // Built as `Observable` chains, then made `Driver`s: `asDriver` asks what to show instead of
        // an error, since an `Observable` may fail (relays never do, so the blank values are never used).
        let person = Observable<Person>
            .combineLatest(firstNameRelay.named("first name"), lastNameRelay.named("last name")) { Person(firstName: $0, lastName: $1) }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: Person(firstName: "", lastName: ""))
            .named("person")
        let greeting = Observable<String>
            .combineLatest(isShownRelay.named("is shown"), person.asObservable()) { isShown, person in isShown ? person.greeting : "" }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: "")
            .named("greeting")
        output = Output(greeting: greeting, person: person)
        input.firstName.named("firstName").bind(to: firstNameRelay).disposed(by: disposeBag)
        input.lastName.named("lastName").bind(to: lastNameRelay).disposed(by: disposeBag)
        input.showGreeting.named("showGreeting").map { true }.bind(to: isShownRelay).disposed(by: disposeBag)
    }
}
