import SignalsViewModels

/// The interactive traffic light: type a colour, Enter selects it, Esc goes back.
final class TrafficLightPanel: InteractiveScreen {
    /// The View bound to the ViewModel.
    let view: TrafficLightScreen
    private var fields = FieldGroup(labels: ["Colour"])

    /// A panel over `viewModel`; `onChange` is called for every output change.
    init(viewModel: TrafficLightViewModel = TrafficLightViewModel(), trace: BindingTrace?, onChange: @escaping (RenderedChange) -> Void) {
        view = TrafficLightScreen(viewModel: viewModel, trace: trace, onChange: onChange)
    }

    let title = "Traffic light"
    let keyHelp = "type Red, Green or Yellow (any case) · Enter: select · Esc: back"

    func body(width: Int, height: Int) -> ScreenBody {
        let (fieldLines, cursor) = fields.lines(firstRow: 0, width: width)
        let description = view.descriptionText
        return ScreenBody(lines: fieldLines + [
            "",
            "  Description: " + (description.isEmpty ? "(pick a colour)" : description),
        ], cursor: cursor)
    }

    func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .enter:
            view.select(fields.text(0))
            return .unchanged
        case .escape:
            return .back
        default:
            return fields.handle(key) == .none ? .unchanged : .redraw
        }
    }

    var editors: [LineEditor] { fields.editors }
}
