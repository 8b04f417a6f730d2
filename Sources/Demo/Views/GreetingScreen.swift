import Signals
import SignalsViewModels

/// The greeting's View (MVVM): first- and last-name fields, a "show greeting" button and the
/// greeting label.
///
/// Every edit of a field is sent to `GreetingViewModel.input` as it is typed; the label shows
/// whatever `output.greeting` last said. The fields start with `output.person`'s names.
final class GreetingScreen: ScriptedScreen {
    typealias Command = GreetingCommand

    /// The greeting label.
    var greeting: String { rendered ?? "" }
    /// The names the ViewModel last reported (used to fill the fields when the screen opens).
    private(set) var person = Person(firstName: "", lastName: "")

    private let firstNames: PublishRelay<String>
    private let lastNames: PublishRelay<String>
    private let showTaps: PublishRelay<Void>
    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: GreetingViewModel
    private let bindings: ScreenBindings
    private var rendered: String?

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: GreetingViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        bindings = ScreenBindings(trace: trace, onChange: onChange)
        firstNames = bindings.input("firstName", into: viewModel.input.firstName, describe: quoted)
        lastNames = bindings.input("lastName", into: viewModel.input.lastName, describe: quoted)
        showTaps = bindings.input("showGreeting", into: viewModel.input.showGreeting)

        let output = viewModel.output
        bindings.drive("person", output.person, describe: describePerson, on: self) { screen, person in screen.person = person }
        bindings.label("greeting", output.greeting, on: self, shown: \.rendered)
    }

    /// The first-name field now reads `name`.
    func firstNameChanged(_ name: String) { firstNames.accept(name) }

    /// The last-name field now reads `name`.
    func lastNameChanged(_ name: String) { lastNames.accept(name) }

    /// "Show greeting" was tapped.
    func showGreeting() { showTaps.accept(()) }

    func perform(_ command: GreetingCommand) {
        switch command {
        case .first(let name): firstNameChanged(name)
        case .last(let name): lastNameChanged(name)
        case .show: showGreeting()
        }
    }
}

/// A person as the trace shows it: `"David" "Blaine"`.
func describePerson(_ person: Person) -> String {
    "\(quoted(person.firstName)) \(quoted(person.lastName))"
}
