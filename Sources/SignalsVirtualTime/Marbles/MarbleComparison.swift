import Signals

extension TestableObserver {
    /// The recorded events as a marble diagram with frame 0 at 200 (`TestScheduler.start`'s
    /// subscription time) and 10 ticks per frame; each value draws as its description when that is
    /// one character. If the events cannot be drawn, the `MarbleDrawingError`'s description
    /// (`cannot draw as marbles: …`), which equals no diagram.
    public var marbles: String {
        marbles(key: Marbles.defaultKey(for:))
    }

    /// The recorded events as a marble diagram (see `Marbles.render`), or the `MarbleDrawingError`'s
    /// description if they cannot be drawn.
    ///
    /// - Parameters:
    ///   - key: The key a value draws as, or `nil` if it has none (which makes the drawing fail).
    ///   - frame: Ticks per frame.
    ///   - origin: The time of frame 0.
    /// - Returns: The diagram, or the reason it cannot be drawn (`cannot draw as marbles: …`), which
    ///   never equals a diagram, so comparing it with the expected one fails the test.
    public func marbles(key: (Element) -> Character?, frame: TestTime = 10, origin: TestTime = 200) -> String {
        do {
            return try Marbles.render(events, key: key, frame: frame, origin: origin)
        } catch {
            return String(describing: error)
        }
    }
}

extension TestableObserver where Element: Equatable {
    /// The recorded events as a marble diagram, values drawn with their keys in `values` (see
    /// `Marbles.render(_:values:frame:origin:)`), or the `MarbleDrawingError`'s description.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let input = try scheduler.createHotObservable("-a-b-|",
    ///                                                values: ["a": 1, "b": 2])
    /// let result = scheduler.start { input.map { $0 * 2 } }
    /// print(result.marbles(values: ["a": 2, "b": 4]))
    /// // Prints:
    /// // -a-b-|
    /// ```
    ///
    /// - Parameters:
    ///   - values: The key of each value, as the diagram was parsed with; a value missing here draws as
    ///     its one-character description, if it has one.
    ///   - frame: Ticks per frame.
    ///   - origin: The time of frame 0.
    /// - Returns: The diagram, or the reason it cannot be drawn (`cannot draw as marbles: …`).
    public func marbles(values: [Character: Element], frame: TestTime = 10, origin: TestTime = 200) -> String {
        do {
            return try Marbles.render(events, values: values, frame: frame, origin: origin)
        } catch {
            return String(describing: error)
        }
    }
}

/// Compares what `observer` recorded with the `expected` diagram (read as a hot diagram: frame 0 at
/// `origin`). Returns `nil` when the events are exactly equal (times, values, error values via
/// `Event`'s `==`), otherwise a message with both diagrams one above the other:
/// ```
/// marbles differ
///   expected: -a-b-|
///   actual:   -a---b|
/// ```
/// When both draw alike (e.g. the errors differ) or the actual events cannot be drawn, the message
/// adds both event lists. An invalid `expected` returns its `MarbleSyntaxError` description.
/// It fails no test itself, so it works under any test framework: wrap it as
/// `XCTAssertNil(assertMarbles(…))` or in a helper.
///
/// - Parameters:
///   - observer: What the test recorded, usually the result of `TestScheduler.start`.
///   - expected: The diagram the events must match exactly.
///   - values: The value of each key in `expected`.
///   - error: What `#` in `expected` stands for.
///   - frame: Ticks per frame.
///   - origin: The time of frame 0.
/// - Returns: `nil` when the events match, otherwise the message to fail the test with.
public func assertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ expected: String, values: [Character: Element],
    error: Error = MarbleTestError(), frame: TestTime = 10, origin: TestTime = 200
) -> String? {
    assertMarbles(observer.events, expected, values: values, error: error, frame: frame, origin: origin)
}

/// `assertMarbles(_:_:values:…)` for an observer of strings: each key in `expected` stands for itself.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let input = try scheduler.createHotObservable("-a-b-c-|")
/// let result = scheduler.start { input.filter { $0 != "b" } }
/// print(assertMarbles(result, "-a-b-c-|") ?? "same")
/// // Prints:
/// // marbles differ
/// //   expected: -a-b-c-|
/// //   actual:   -a---c-|
/// ```
///
/// - Parameters:
///   - observer: What the test recorded, usually the result of `TestScheduler.start`.
///   - expected: The diagram the events must match exactly.
///   - error: What `#` in `expected` stands for.
///   - frame: Ticks per frame.
///   - origin: The time of frame 0.
/// - Returns: `nil` when the events match, otherwise the message to fail the test with.
public func assertMarbles(
    _ observer: TestableObserver<String>, _ expected: String,
    error: Error = MarbleTestError(), frame: TestTime = 10, origin: TestTime = 200
) -> String? {
    assertMarbles(observer.events, expected, values: Marbles.identityValues(expected), error: error, frame: frame, origin: origin)
}

/// `assertMarbles(_:_:values:…)` for recorded events, e.g. a `TestableObservable`'s `recordedEvents`.
///
/// - Parameters:
///   - actual: The events to check, in time order.
///   - expected: The diagram the events must match exactly.
///   - values: The value of each key in `expected`.
///   - error: What `#` in `expected` stands for.
///   - frame: Ticks per frame.
///   - origin: The time of frame 0.
/// - Returns: `nil` when the events match, otherwise the message to fail the test with.
public func assertMarbles<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], _ expected: String, values: [Character: Element],
    error: Error = MarbleTestError(), frame: TestTime = 10, origin: TestTime = 200
) -> String? {
    let expectedEvents: [Recorded<Event<Element>>]
    do {
        expectedEvents = try Marbles.parse(expected, kind: .hot, values: values, error: error, frame: frame, origin: origin)
    } catch {
        return "invalid expected diagram: \(error)"
    }
    if actual == expectedEvents { return nil }
    let expectedDrawing = (try? Marbles.render(expectedEvents, values: values, frame: frame, origin: origin)) ?? expected
    let actualDrawing: String
    let showEvents: Bool
    do {
        actualDrawing = try Marbles.render(actual, values: values, frame: frame, origin: origin)
        showEvents = actualDrawing == expectedDrawing
    } catch {
        actualDrawing = String(describing: error)
        showEvents = true
    }
    var message = "marbles differ\n  expected: \(expectedDrawing)\n  actual:   \(actualDrawing)"
    if showEvents {
        message += "\n  expected events: \(expectedEvents)\n  actual events:   \(actual)"
    }
    return message
}
