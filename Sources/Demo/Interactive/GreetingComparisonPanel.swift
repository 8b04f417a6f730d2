import SignalsViewModels

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
    let keyHelp = "Tab: next field · Enter: show both · Esc: back"

    func body(width: Int, height: Int) -> ScreenBody {
        let (fieldLines, cursor) = form.fields.lines(firstRow: 0, width: width)
        let column = max(8, (width - 5) / 2)
        // Measured after escaping, so the separator lines up whatever the names hold.
        func row(_ left: String, _ right: String) -> String {
            "  " + left.escapingControls().fitted(toColumns: column) + " │ " + right.escapingControls()
        }
        func shown(_ text: String) -> String { text.isEmpty ? "(no greeting yet)" : text }
        let button = "  [ Show greeting ]  (Enter)"
        let explanation = row("calls view.show(greeting:)", "View binds output.greeting")
        let rule = row(String(repeating: "─", count: column), String(repeating: "─", count: column))
        var lines = fieldLines + ["", button, "", row("MVP: GreetingPresenter", "MVVM: GreetingViewModel"), explanation, rule]
        lines.append(row(shown(mvp.greeting), shown(mvvm.greeting)))
        // Short of rows, the explanation, the rule and the button go (blank lines go anyway, see
        // ScreenBody.leavingOutBlankLines): the greetings, what the screen compares, stay in view.
        for optional in [explanation, rule, button] where lines.filter({ !$0.allSatisfy(\.isWhitespace) }).count > height {
            lines.removeAll { $0 == optional }
        }
        return ScreenBody(lines: lines, cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome { form.handle(key) }

    var editors: [LineEditor] { form.fields.editors }
}
