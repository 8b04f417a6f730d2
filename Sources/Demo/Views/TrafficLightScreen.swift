import Signals
import SignalsViewModels

/// The traffic light's View: a colour field and the description label.
///
/// A submitted colour goes to `TrafficLightViewModel.input.color` as typed; the label shows whatever
/// `output.description` last said ("Stop", "input wrong traffic color", …).
final class TrafficLightScreen: ScriptedScreen {
    typealias Command = TrafficCommand

    /// The description label.
    var descriptionText: String { rendered ?? "" }

    private let colors = PublishRelay<String>()
    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: TrafficLightViewModel
    private let onChange: (RenderedChange) -> Void
    private let disposeBag = DisposeBag()
    private var rendered: String?

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: TrafficLightViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        self.onChange = onChange
        colors.traceInput("color", to: trace, describe: quoted).disposed(by: disposeBag)
        colors.bind(to: viewModel.input.color).disposed(by: disposeBag)
        let description = viewModel.output.description
        description.traceOutput("description", to: trace, describe: quoted).disposed(by: disposeBag)
        description
            .subscribe(with: self, onNext: { screen, text in screen.show(description: text) })
            .disposed(by: disposeBag)
    }

    /// The user submitted `color`.
    func select(_ color: String) { colors.accept(color) }

    func perform(_ command: TrafficCommand) {
        switch command {
        case .select(let color): select(color)
        }
    }

    private func show(description text: String) {
        guard text != rendered else { return }
        rendered = text
        onChange(.line("description", text))
    }
}
