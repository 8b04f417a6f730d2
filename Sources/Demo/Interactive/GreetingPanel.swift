import SignalsViewModels

/// The interactive greeting (MVVM): two name fields sent to the ViewModel as they are typed,
/// Enter taps "show greeting", Esc goes back.
final class GreetingPanel: InteractiveScreen {
    /// The View bound to the ViewModel.
    let view: GreetingScreen
    private var form: GreetingForm

    /// A panel over `viewModel`; `onChange` is called for every output change.
    init(viewModel: GreetingViewModel = GreetingViewModel(), trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        view = GreetingScreen(viewModel: viewModel, trace: trace, onChange: onChange)
        // The fields open with the names the ViewModel holds.
        form = GreetingForm(targets: [view], firstName: view.person.firstName, lastName: view.person.lastName)
    }

    let title = "Greeting (MVVM)"
    let keyHelp = "Tab: next field · Enter: show greeting · Esc: back"

    func body(width: Int, height: Int) -> ScreenBody {
        let (fieldLines, cursor) = form.fields.lines(firstRow: 0, width: width)
        let greeting = view.greeting
        let lines = fieldLines + [
            "",
            "  [ Show greeting ]  (Enter)",
            "",
            "  " + (greeting.isEmpty ? "(no greeting yet)" : greeting),
        ]
        return ScreenBody(lines: lines, cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome { form.handle(key) }

    var editors: [LineEditor] { form.fields.editors }
}
