/// Knows what each traffic-light colour means; the `TrafficLightViewModel` asks it through this
/// protocol so tests can inject a mock.
public protocol TrafficLightService: Sendable {
    /// What `color` means (e.g. "Stop"), or `nil` when it is not a traffic-light colour.
    func description(of color: String) -> String?
}
