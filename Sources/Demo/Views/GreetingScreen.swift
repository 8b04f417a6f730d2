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

    private let firstNames = PublishRelay<String>()
    private let lastNames = PublishRelay<String>()
    private let showTaps = PublishRelay<Void>()
    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: GreetingViewModel
    private let onChange: (RenderedChange) -> Void
    private let disposeBag = DisposeBag()
    private var rendered: String?

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: GreetingViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        self.onChange = onChange
        firstNames.traceInput("firstName", to: trace, describe: quoted).disposed(by: disposeBag)
        lastNames.traceInput("lastName", to: trace, describe: quoted).disposed(by: disposeBag)
        showTaps.traceInput("showGreeting", to: trace).disposed(by: disposeBag)
        firstNames.bind(to: viewModel.input.firstName).disposed(by: disposeBag)
        lastNames.bind(to: viewModel.input.lastName).disposed(by: disposeBag)
        showTaps.bind(to: viewModel.input.showGreeting).disposed(by: disposeBag)

        let output = viewModel.output
        output.person.traceOutput("person", to: trace, describe: describePerson).disposed(by: disposeBag)
        output.person.bind(to: self, \.person).disposed(by: disposeBag)
        output.greeting.traceOutput("greeting", to: trace, describe: quoted).disposed(by: disposeBag)
        output.greeting
            .subscribe(with: self, onNext: { screen, text in screen.show(greeting: text) })
            .disposed(by: disposeBag)
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

    private func show(greeting text: String) {
        // The first value is the screen's initial render, even when the label starts empty.
        guard text != rendered else { return }
        rendered = text
        onChange(.line("greeting", text))
    }
}

/// A person as the trace shows it: `"David" "Blaine"`.
func describePerson(_ person: Person) -> String {
    "\(quoted(person.firstName)) \(quoted(person.lastName))"
}
