import SignalsCore

/// The traffic-light screen in MVVM: the user enters a colour, the description label explains it.
///
/// The View pushes colours into `input.color`; `output.description` shows what the injected
/// `TrafficLightService` says, or `wrongColorMessage` when the service does not know the colour
/// (Blue, empty, garbage). Case and whitespace rules are the service's (the standard one ignores
/// both). `description` is state, so a `Driver`: "" before any colour, replayed to new subscribers,
/// delivered on the main thread, emitted only on change. Thread-safe; not retained by its own subscriptions.
public final class TrafficLightViewModel: Sendable {
    /// What the View sends.
    public struct Input: Sendable {
        /// A colour the user entered or picked, e.g. "Red".
        public let color = PublishRelay<String>()
    }

    /// What the View shows.
    public struct Output: Sendable {
        /// The description label: "Stop", "Go", "About to change to red", or the wrong-colour message.
        public let description: Driver<String>
    }

    /// Shown where the description goes when the colour is not a traffic-light colour.
    public static let wrongColorMessage = "not a traffic-light colour: enter Red, Green or Yellow"

    /// The View's side: push colours here.
    public let input = Input()
    /// The ViewModel's side: bind the description label here.
    public let output: Output

    private let service: any TrafficLightService
    private let descriptionRelay = BehaviorRelay(value: "")
    private let disposeBag = DisposeBag()

    /// A traffic-light screen asking `service` (the standard rules by default).
    ///
    /// - Parameter service: Says what a colour means; a test passes a mock here.
    public init(service: any TrafficLightService = StandardTrafficLightService()) {
        self.service = service
        output = Output(description: descriptionRelay.asDriver().named("description"))
        input.color.named("color")
            .subscribe(with: self, onNext: { viewModel, color in viewModel.describe(color) })
            .disposed(by: disposeBag)
    }

    private func describe(_ color: String) {
        let text = service.description(of: color) ?? Self.wrongColorMessage
        if text != descriptionRelay.value { descriptionRelay.accept(text) }
    }
}
