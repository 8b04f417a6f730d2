import ViewModels

/// The greeting wired both ways side by side: the same two name fields feed a `GreetingPresenter`
/// (MVP) and a `GreetingViewModel` (MVVM); each column shows what its side displays.
final class GreetingComparisonPanel: InteractiveScreen {
    /// The MVP side.
    let mvp: PresenterGreetingView
    /// The MVVM side.
    let mvvm: GreetingScreen
    private var fields = FieldGroup(labels: ["First name", "Last name"])

    /// Both sides over fresh objects; `onChange` is called for every change either side shows.
    init(trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        mvp = PresenterGreetingView(trace: trace, onChange: onChange)
        mvvm = GreetingScreen(viewModel: GreetingViewModel(), trace: trace, onChange: onChange)
    }

    let title = "Greeting: MVP vs MVVM"
    let keyHelp = "Tab: next field · Enter: show greeting (both) · Esc: back"

    func body(width: Int) -> ScreenBody {
        let (fieldLines, cursor) = fields.lines(firstRow: 0)
        let column = max(30, (width - 5) / 2)
        func row(_ left: String, _ right: String) -> String { "  " + left.padding(to: column) + " │ " + right }
        func shown(_ text: String) -> String { text.isEmpty ? "(no greeting yet)" : text }
        let lines = fieldLines + [
            "",
            "  [ Show greeting ]  (Enter)",
            "",
            row("MVP: GreetingPresenter", "MVVM: GreetingViewModel"),
            row("calls view.show(greeting:)", "View binds output.greeting"),
            row(String(repeating: "─", count: column), String(repeating: "─", count: column)),
            row(shown(mvp.greeting), shown(mvvm.greeting)),
        ]
        return ScreenBody(lines: lines, cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .enter:
            mvp.showGreeting()
            mvvm.showGreeting()
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
                let text = fields.text(index)
                if index == 0 {
                    mvp.firstNameChanged(text)
                    mvvm.firstNameChanged(text)
                } else {
                    mvp.lastNameChanged(text)
                    mvvm.lastNameChanged(text)
                }
                return .redraw
            }
        }
    }
}
