import Signals
import SignalsViewModels

/// The traffic light's View: a colour field and the description label.
///
/// A submitted colour goes to `TrafficLightViewModel.input.color` as typed; the label shows whatever
/// `output.description` last said ("Stop", "not a traffic-light colour: …", …).
final class TrafficLightScreen: ScriptedScreen {
    typealias Command = TrafficCommand

    /// The description label.
    var descriptionText: String { rendered ?? "" }

    private let colors: PublishRelay<String>
    /// The View owns its ViewModel (which holds nothing of the View).
    private let viewModel: TrafficLightViewModel
    private let bindings: ScreenBindings
    private var rendered: String?

    /// Binds to `viewModel`; with `trace`, every input and output is recorded as it happens.
    init(viewModel: TrafficLightViewModel, trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        self.viewModel = viewModel
        bindings = ScreenBindings(trace: trace, onChange: onChange)
        colors = bindings.input("color", into: viewModel.input.color, describe: quoted)
        bindings.label("description", viewModel.output.description, on: self, shown: \.rendered)
    }

    /// The user submitted `color`.
    func select(_ color: String) { colors.accept(color) }

    func perform(_ command: TrafficCommand) {
        switch command {
        case .select(let color): select(color)
        }
    }
}
