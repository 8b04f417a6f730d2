import ViewModels

/// The greeting wired both ways side by side: the same two name fields feed a `GreetingPresenter`
/// (MVP) and a `GreetingViewModel` (MVVM); each column shows what its side displays.
final class GreetingComparisonPanel: InteractiveScreen {
    /// The MVP side.
    let mvp: PresenterGreetingView
    /// The MVVM side.
    let mvvm: GreetingScreen
    private var form: GreetingForm

    /// Both sides over fresh objects; `onChange` is called for every change either side shows.
    init(trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        mvp = PresenterGreetingView(trace: trace, onChange: onChange)
        mvvm = GreetingScreen(viewModel: GreetingViewModel(), trace: trace, onChange: onChange)
        form = GreetingForm(targets: [mvp, mvvm])
    }

    let title = "Greeting: MVP vs MVVM"
    let keyHelp = "Tab: next field · Enter: show greeting (both) · Esc: back"

    func body(width: Int) -> ScreenBody {
        let (fieldLines, cursor) = form.fields.lines(firstRow: 0)
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

    func handle(_ key: Key) -> KeyOutcome { form.handle(key) }
}
