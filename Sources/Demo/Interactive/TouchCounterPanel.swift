import SignalsViewModels

/// The interactive touch counter: space taps, r resets, Esc (or q) goes back; the alert box stays
/// until the next key.
final class TouchCounterPanel: InteractiveScreen {
    /// The View bound to the ViewModel.
    let view: TouchCounterScreen

    /// A panel over a fresh `TouchCounterViewModel`; `onChange` is called for every output change.
    init(viewModel: TouchCounterViewModel = TouchCounterViewModel(), trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        view = TouchCounterScreen(viewModel: viewModel, trace: trace, onChange: onChange)
    }

    let title = "Touch counter"
    let keyHelp = "space: tap · r: reset · Esc: back"

    func body(width: Int, height: Int) -> ScreenBody {
        var lines = [
            "  Touches: " + view.countText,
            "",
            "  [ Tap me ]   (limit \(view.limit))",
        ]
        if let alert = view.alert {
            lines.append("")
            lines += boxLines(title: "Alert", text: alert, maximumWidth: width)
        }
        return ScreenBody(lines: lines, cursor: nil)
    }

    func handle(_ key: Key) -> KeyOutcome {
        let dismissed = view.dismissAlert()
        switch key {
        case .character(" "):
            view.tap()
        case .character("r"), .character("R"):
            view.reset()
        case .character("q"), .character("Q"), .escape:
            return .back
        default:
            break
        }
        // Output changes redraw by themselves; only the dismissed alert is this panel's own change.
        return dismissed ? .redraw : .unchanged
    }
}
