/// The real traffic-light rules: Red → "Stop", Green → "Go", Yellow → "About to change to red".
///
/// Matching ignores case and surrounding whitespace (" red " and "RED" are Red); anything else —
/// another colour, an empty string, garbage — is not a traffic-light colour (`nil`).
public struct StandardTrafficLightService: TrafficLightService {
    /// The standard rules.
    public init() {}

    /// The meaning of `color`, or `nil` for anything but red, green or yellow.
    ///
    /// - Parameter color: A colour name; case and surrounding whitespace are ignored.
    /// - Returns: "Stop", "Go", "About to change to red", or `nil`.
    public func description(of color: String) -> String? {
        switch color.trimmingWhitespace().lowercased() {
        case "red": "Stop"
        case "green": "Go"
        case "yellow": "About to change to red"
        default: nil
        }
    }
}
