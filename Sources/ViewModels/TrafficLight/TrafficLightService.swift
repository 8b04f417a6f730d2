/// Knows what each traffic-light colour means; the `TrafficLightViewModel` asks it through this
/// protocol so tests can inject a mock.
public protocol TrafficLightService: Sendable {
    /// What `color` means (e.g. "Stop"), or `nil` when it is not a traffic-light colour.
    ///
    /// - Parameter color: The text the user entered, as entered.
    /// - Returns: The description to show, or `nil`, for which the ViewModel shows its wrong-colour
    ///   message. Called on the thread that sent the colour.
    func description(of color: String) -> String?
}
