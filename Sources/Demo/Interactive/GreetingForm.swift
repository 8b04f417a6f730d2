/// What a greeting form drives: the MVVM `GreetingScreen` and the MVP `PresenterGreetingView` both
/// take the typed names and the "show greeting" tap this way.
protocol GreetingInputs: AnyObject {
    func firstNameChanged(_ name: String)
    func lastNameChanged(_ name: String)
    func showGreeting()
}

extension GreetingScreen: GreetingInputs {}
extension PresenterGreetingView: GreetingInputs {}

/// The greeting screens' two name fields and their keys: edits go to every target as they are typed,
/// Enter taps "show greeting" on every target, Esc goes back.
struct GreetingForm {
    private(set) var fields = FieldGroup(labels: ["First name", "Last name"])
    private let targets: [GreetingInputs]

    /// A form feeding `targets`, its fields opening with `firstName` and `lastName`.
    init(targets: [GreetingInputs], firstName: String = "", lastName: String = "") {
        self.targets = targets
        fields.setText(0, firstName)
        fields.setText(1, lastName)
    }

    /// Applies `key` to the fields or the targets.
    mutating func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .enter:
            for target in targets { target.showGreeting() }
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
                for target in targets {
                    if index == 0 { target.firstNameChanged(text) } else { target.lastNameChanged(text) }
                }
                return .redraw
            }
        }
    }
}
