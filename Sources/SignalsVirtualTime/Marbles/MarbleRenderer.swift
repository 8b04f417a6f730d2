import Signals

extension Marbles {
    /// Draws `events` as a marble diagram in the grammar `parse` reads, so that
    /// `parse(render(events), values: …) == events` (with the same `frame`, `origin` and `#` error).
    ///
    /// Frame 0 is at `origin`; a frame with one event shows its key, `|` or `#`; a frame with several
    /// shows them grouped in `( )` in recorded order; empty frames up to the last event show `-`.
    /// Nothing is drawn after the last event, and no `^`.
    ///
    /// - Parameters:
    ///   - events: Recorded events in time order, e.g. `TestableObserver.events`.
    ///   - key: The key for a value, or `nil` if it has none.
    ///   - frame: Ticks per frame, at least 1.
    ///   - origin: The time of frame 0.
    /// - Returns: The diagram, without trailing `-` after the last event; `""` for no events.
    /// - Throws: `MarbleDrawingError` if an event is before `origin`, off the frame grid or out of
    ///   time order, or a value's key is `nil`, whitespace or a grammar symbol. Nothing is dropped
    ///   or rounded silently.
    public static func render<Element>(
        _ events: [Recorded<Event<Element>>], key: (Element) -> Character?, frame: TestTime = 10, origin: TestTime = 200
    ) throws -> String {
        guard frame >= 1 else { throw MarbleDrawingError("a frame must last at least 1 tick, not \(frame)") }
        var frames: [(index: Int, symbols: [Character])] = []
        for recorded in events {
            let offset = recorded.time - origin
            guard offset >= 0 else {
                throw MarbleDrawingError("\(recorded.value) at \(recorded.time) is before the origin \(origin)")
            }
            guard offset % frame == 0 else {
                throw MarbleDrawingError("\(recorded.value) at \(recorded.time) is not on a frame (\(frame) ticks from \(origin))")
            }
            let index = offset / frame
            if let last = frames.last, index < last.index {
                throw MarbleDrawingError("\(recorded.value) at \(recorded.time) is earlier than the event before it")
            }
            let symbol = try self.symbol(for: recorded, key: key)
            if frames.last?.index == index { frames[frames.count - 1].symbols.append(symbol) } else { frames.append((index, [symbol])) }
        }
        var diagram = ""
        var next = 0
        for (index, symbols) in frames {
            diagram += String(repeating: "-", count: index - next)
            diagram += symbols.count == 1 ? String(symbols) : "(\(String(symbols)))"
            next = index + 1
        }
        return diagram
    }

    /// `render(_:key:frame:origin:)` with each value's key looked up in `values` (the same map a
    /// diagram is parsed with; the smallest key if several have the value), falling back to
    /// `defaultKey(for:)`.
    ///
    /// - Parameters:
    ///   - events: Recorded events in time order, e.g. `TestableObserver.events`.
    ///   - values: The key of each value, the same map a diagram is parsed with.
    ///   - frame: Ticks per frame, at least 1.
    ///   - origin: The time of frame 0.
    /// - Returns: The diagram, without trailing `-` after the last event; `""` for no events.
    /// - Throws: `MarbleDrawingError`, as `render(_:key:frame:origin:)` does.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], values: [Character: Element], frame: TestTime = 10, origin: TestTime = 200
    ) throws -> String {
        let keys = values.keys.sorted()
        return try render(events, key: { value in keys.first { values[$0] == value } ?? defaultKey(for: value) },
                          frame: frame, origin: origin)
    }

    /// The key a value draws as when no map gives one: its description if that is one character
    /// (`"a"`, `Character("a")`, `7`), otherwise `nil`.
    ///
    /// - Parameter value: The value to draw.
    /// - Returns: The one character of `String(describing: value)`, or `nil` when it has more or none.
    public static func defaultKey<Element>(for value: Element) -> Character? {
        let text = String(describing: value)
        return text.count == 1 ? text.first : nil
    }

    /// The symbol `recorded` draws as: `|`, `#` or the value's key.
    private static func symbol<Element>(for recorded: Recorded<Event<Element>>, key: (Element) -> Character?) throws -> Character {
        switch recorded.value {
        case .completed: return "|"
        case .error: return "#"
        case .next(let value):
            guard let symbol = key(value) else {
                throw MarbleDrawingError("\(recorded.value) at \(recorded.time) has no one-character key (pass values:)")
            }
            guard isKey(symbol) else {
                throw MarbleDrawingError("\(recorded.value) at \(recorded.time) would draw as \"\(symbol)\", which is not a key")
            }
            return symbol
        }
    }
}
