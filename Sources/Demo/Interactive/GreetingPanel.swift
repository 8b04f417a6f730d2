import ViewModels

/// The interactive greeting (MVVM): two name fields sent to the ViewModel as they are typed,
/// Enter taps "show greeting", Esc goes back.
final class GreetingPanel: InteractiveScreen {
    /// The View bound to the ViewModel.
    let view: GreetingScreen
    private var fields = FieldGroup(labels: ["First name", "Last name"])

    /// A panel over `viewModel`; `onChange` is called for every output change.
    init(viewModel: GreetingViewModel = GreetingViewModel(), trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        view = GreetingScreen(viewModel: viewModel, trace: trace, onChange: onChange)
        // The fields open with the names the ViewModel holds.
        fields.setText(0, view.person.firstName)
        fields.setText(1, view.person.lastName)
    }

    let title = "Greeting (MVVM)"
    let keyHelp = "Tab: next field · Enter: show greeting · Esc: back"

    func body(width: Int) -> ScreenBody {
        let (fieldLines, cursor) = fields.lines(firstRow: 0)
        let greeting = view.greeting
        let lines = fieldLines + [
            "",
            "  [ Show greeting ]  (Enter)",
            "",
            "  " + (greeting.isEmpty ? "(no greeting yet)" : greeting),
        ]
        return ScreenBody(lines: lines, cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .enter:
            view.showGreeting()
            return .unchanged
        case .escape:
            return .back
        default:
            switch fields.handle(key) {
            case .none:
                return .unchanged
            case .moved:
                return .redraw
            case .edited(let index):
                if index == 0 { view.firstNameChanged(fields.text(0)) } else { view.lastNameChanged(fields.text(1)) }
                return .redraw
            }
        }
    }
}
