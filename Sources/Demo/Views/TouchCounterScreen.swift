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
    private let taps = PublishRelay<Void>()
    private let resets = PublishRelay<Void>()
    private let onChange: (RenderedChange) -> Void
    private let disposeBag = DisposeBag()

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: TouchCounterViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        self.onChange = onChange
        // Inputs: the trace subscribes first, so an input is recorded before the outputs it causes.
        taps.traceInput("tap", to: trace).disposed(by: disposeBag)
        resets.traceInput("reset", to: trace).disposed(by: disposeBag)
        taps.bind(to: viewModel.input.tap).disposed(by: disposeBag)
        resets.bind(to: viewModel.input.reset).disposed(by: disposeBag)
        // Outputs.
        let output = viewModel.output
        output.countText.traceOutput("countText", to: trace, describe: quoted).disposed(by: disposeBag)
        output.countText
            .subscribe(with: self, onNext: { screen, text in screen.show(countText: text) })
            .disposed(by: disposeBag)
        output.alert.traceOutput("alert", to: trace, describe: quoted).disposed(by: disposeBag)
        output.alert
            .subscribe(with: self, onNext: { screen, message in screen.show(alert: message) })
            .disposed(by: disposeBag)
    }

    /// The button was tapped.
    func tap() { taps.accept(()) }

    /// The reset button was tapped.
    func reset() { resets.accept(()) }

    /// The alert was acknowledged; `true` if one was showing.
    @discardableResult
    func dismissAlert() -> Bool {
        guard alert != nil else { return false }
        alert = nil
        return true
    }

    func perform(_ command: TouchCommand) {
        switch command {
        case .tap: tap()
        case .reset: reset()
        }
    }

    private func show(countText text: String) {
        guard text != countText else { return }
        countText = text
        onChange(.line("count", text))
    }

    private func show(alert message: String) {
        // A one-shot event: shown every time it fires, even with the same text.
        alert = message
        onChange(.line("alert", message))
    }
}
