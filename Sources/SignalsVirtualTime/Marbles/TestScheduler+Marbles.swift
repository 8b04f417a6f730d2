import Signals

/// Hot and cold test observables drawn as marble diagrams (grammar: see `Marbles`). They throw a
/// `MarbleSyntaxError` for an invalid diagram instead of trapping, so a test marked `throws` fails
/// with the message and the caret under the column, and the other tests still run.
extension TestScheduler {
    /// A hot observable sending the events `diagram` draws: frame 0 (the first character, or `^`)
    /// is at `origin`, each frame lasts `frame` ticks.
    ///
    /// `try scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])` sends 1 at 180,
    /// 2 at 220 and completes at 240.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram (grammar: see `Marbles`).
    ///   - values: The value of each key.
    ///   - error: What `#` sends.
    ///   - frame: Ticks per frame, at least 1.
    ///   - origin: The time of frame 0 (of the `^`, if there is one).
    /// - Returns: A hot test observable, as `createHotObservable(_:)` makes from the parsed events.
    /// - Throws: `MarbleSyntaxError` for an invalid diagram or a key missing from `values`.
    public func createHotObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Error = MarbleTestError(),
        frame: TestTime = 10, origin: TestTime = 200
    ) throws -> TestableObservable<Element> {
        createHotObservable(try Marbles.parse(diagram, kind: .hot, values: values, error: error, frame: frame, origin: origin))
    }

    /// `createHotObservable(_:values:…)` for a diagram of strings: each key sends itself.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram (grammar: see `Marbles`).
    ///   - error: What `#` sends.
    ///   - frame: Ticks per frame, at least 1.
    ///   - origin: The time of frame 0 (of the `^`, if there is one).
    /// - Returns: A hot test observable of one-character strings.
    /// - Throws: `MarbleSyntaxError` for an invalid diagram.
    public func createHotObservable(
        _ diagram: String, error: Error = MarbleTestError(), frame: TestTime = 10, origin: TestTime = 200
    ) throws -> TestableObservable<String> {
        try createHotObservable(diagram, values: Marbles.identityValues(diagram), error: error, frame: frame, origin: origin)
    }

    /// A cold observable that, for each subscription, sends the events `diagram` draws, frame `f`
    /// at `f * frame` ticks after subscribing.
    ///
    /// `try scheduler.createColdObservable("-a-|", values: ["a": 1])` subscribed at 200 sends 1 at
    /// 210 and completes at 230.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram (grammar: see `Marbles`); no `^`.
    ///   - values: The value of each key.
    ///   - error: What `#` sends.
    ///   - frame: Ticks per frame, at least 1.
    /// - Returns: A cold test observable, as `createColdObservable(_:)` makes from the parsed events.
    /// - Throws: `MarbleSyntaxError` for an invalid diagram, a `^`, or a key missing from `values`.
    public func createColdObservable<Element>(
        _ diagram: String, values: [Character: Element], error: Error = MarbleTestError(), frame: TestTime = 10
    ) throws -> TestableObservable<Element> {
        createColdObservable(try Marbles.parse(diagram, kind: .cold, values: values, error: error, frame: frame))
    }

    /// `createColdObservable(_:values:…)` for a diagram of strings: each key sends itself.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram (grammar: see `Marbles`); no `^`.
    ///   - error: What `#` sends.
    ///   - frame: Ticks per frame, at least 1.
    /// - Returns: A cold test observable of one-character strings.
    /// - Throws: `MarbleSyntaxError` for an invalid diagram or a `^`.
    public func createColdObservable(
        _ diagram: String, error: Error = MarbleTestError(), frame: TestTime = 10
    ) throws -> TestableObservable<String> {
        try createColdObservable(diagram, values: Marbles.identityValues(diagram), error: error, frame: frame)
    }
}
