/// Something a screen redrew because an output changed: which part, and its plain-text rendering
/// (the lines scripted mode prints).
struct RenderedChange: Equatable, Sendable {
    /// The part of the screen that changed, e.g. "count" or "alert".
    let part: String
    /// The plain-text lines for it, e.g. ["count: 3"].
    let lines: [String]

    /// A one-line change `part: text` (just `part:` when `text` is empty).
    static func line(_ part: String, _ text: String) -> RenderedChange {
        RenderedChange(part: part, lines: [text.isEmpty ? "\(part):" : "\(part): \(text)"])
    }
}
