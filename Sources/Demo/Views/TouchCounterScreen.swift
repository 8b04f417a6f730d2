import Signals
import SignalsViewModels

/// The touch counter's View: a label showing the count, a button, a reset button and an alert.
///
/// It holds no rules: taps and resets go to `TouchCounterViewModel.input`; the label and the alert
/// are whatever `output.countText` and `output.alert` last said. Each change is reported once to
/// `onChange` (the scripted printer or the interactive redraw).
final class TouchCounterScreen: ScriptedScreen {
    typealias Command = TouchCommand

    /// The label's text.
    private(set) var countText = ""
    /// The alert on display, if any (the interactive screen dismisses it on the next key).
    private(set) var alert: String?
    /// The ViewModel's limit, shown as a hint.
    var limit: Int { viewModel.limit }

    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: TouchCounterViewModel
    private let taps: PublishRelay<Void>
    private let resets: PublishRelay<Void>
    private let bindings: ScreenBindings

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: TouchCounterViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        bindings = ScreenBindings(trace: trace, onChange: onChange)
        taps = bindings.input("tap", into: viewModel.input.tap)
        resets = bindings.input("reset", into: viewModel.input.reset)
        let output = viewModel.output
        bindings.drive("countText", output.countText, describe: quoted, on: self) { screen, text in
            screen.show(countText: text)
        }
        bindings.emit("alert", output.alert, describe: quoted, on: self) { screen, message in screen.show(alert: message) }
    }

    /// The button was tapped.
    func tap() { taps.accept(()) }

    /// The reset button was tapped.
    func reset() { resets.accept(()) }

    /// The alert was acknowledged; `true` if one was showing.
    @discardableResult
    func dismissAlert() -> Bool { dismiss(&alert) }

    func perform(_ command: TouchCommand) {
        switch command {
        case .tap: tap()
        case .reset: reset()
        }
    }

    private func show(countText text: String) {
        guard text != countText else { return }
        countText = text
        bindings.onChange(.line("count", text))
    }

    private func show(alert message: String) {
        // A one-shot event: shown every time it fires, even with the same text.
        alert = message
        bindings.onChange(.line("alert", message))
    }
}
