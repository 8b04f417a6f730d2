import Signals

/// Marble diagrams: a test's events drawn as a string, one character per frame of virtual time.
///
/// ```swift
/// let xs = try scheduler.createHotObservable("-a-b-|",
///                                             values: ["a": 1, "b": 2])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertNil(assertMarbles(res, "-a-b-|", values: ["a": 10, "b": 20]))
/// ```
///
/// Grammar (see <doc:MarbleDiagrams>):
/// - Each frame lasts `frame` ticks (default 10). Every symbol below except whitespace, `(` and `)`
///   takes one frame; a whole group `( … )` takes one frame.
/// - `-` nothing happens in this frame.
/// - a key (any other character): `.next(values[key])`; a key missing from `values` is an error.
/// - `|` `.completed`; `#` `.error(error)` (the `error:` argument, `MarbleTestError()` by default).
/// - `(ab|)` several events in one frame, in the order written. Groups do not nest and hold no
///   `-` or `^`; an empty group is an error.
/// - `^` (hot diagrams only, at most once) the subscription point: its frame is the origin, frames
///   before it are negative. Nothing can happen in the `^` frame itself, as in `TestScheduler`
///   where a hot event at the subscription time reaches no one subscribed at that time.
/// - whitespace is ignored (takes no time), so diagrams can be aligned.
/// - after `|` or `#` only `-`, `^` and whitespace may follow.
///
/// Time: a diagram's frame 0 is at `origin` (default 200, `TestScheduler.start`'s subscription
/// time; 100 created and 1000 disposed are frames -10 and 80). Hot: frame 0 is the first
/// character, or the `^` if there is one; the event in frame `f` is at `origin + f * frame`.
/// Cold: times are relative to each subscription, frame `f` is at `f * frame` ticks after it.
/// Rendering (`Marbles.render`, `TestableObserver.marbles`) draws frame 0 at `origin` too, so the
/// output of `start { … }` lines up with a hot input diagram drawn without `^`.
public enum Marbles {
    /// Whether a diagram describes a hot observable (absolute times from `origin`, `^` allowed) or a
    /// cold one (times relative to each subscription, no `^`).
    public enum Kind: Sendable {
        /// Absolute times: frame 0 at `origin`, or at the `^`.
        case hot
        /// Times relative to the subscription: frame 0 is at 0.
        case cold
    }

    /// The characters with a meaning of their own; every other non-whitespace character is a key.
    static let symbols: Set<Character> = ["-", "|", "#", "^", "(", ")"]

    /// Whether `character` can stand for a value: not whitespace and not a grammar symbol.
    static func isKey(_ character: Character) -> Bool {
        !character.isWhitespace && !symbols.contains(character)
    }

    /// Every key in `diagram` mapped to itself as a one-character `String`, for diagrams of strings.
    ///
    /// - Parameter diagram: Any text; grammar symbols and whitespace are skipped, not checked.
    /// - Returns: `["a": "a", …]` for each key character in `diagram`.
    public static func identityValues(_ diagram: String) -> [Character: String] {
        var values: [Character: String] = [:]
        for character in diagram where isKey(character) { values[character] = String(character) }
        return values
    }

    /// The events `diagram` describes, with their virtual times.
    ///
    /// - Parameters:
    ///   - diagram: the marble diagram (grammar: see `Marbles`).
    ///   - kind: `.hot` (absolute times, `^` allowed) or `.cold` (relative times).
    ///   - values: the value of each key; a key missing here is an error.
    ///   - error: what `#` sends.
    ///   - frame: ticks per frame, at least 1.
    ///   - origin: the time of frame 0 for `.hot` (ignored for `.cold`).
    /// - Throws: `MarbleSyntaxError` naming the column of the first problem.
    /// - Returns: the events in time order (same-frame events in the order written).
    public static func parse<Element>(
        _ diagram: String, kind: Kind = .hot, values: [Character: Element], error: Error = MarbleTestError(),
        frame: TestTime = 10, origin: TestTime = 200
    ) throws -> [Recorded<Event<Element>>] {
        guard frame >= 1 else {
            throw MarbleSyntaxError("a frame must last at least 1 tick, not \(frame)", diagram: diagram, columns: [])
        }
        let marks = try MarbleScanner(diagram: diagram, kind: kind, values: values, error: error).scan()
        let start = kind == .hot ? origin : 0
        return marks.events.map { Recorded(time: start + ($0.frame - marks.originFrame) * frame, value: $0.event) }
    }
}
