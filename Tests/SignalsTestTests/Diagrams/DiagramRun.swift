import Signals
import SignalsTest
import SignalsVirtualTime

/// One operator's diagram as drawn from a run: the labelled input diagrams, the output diagram and,
/// when some output values are longer than one character, a legend of the keys drawn for them.
struct Drawing {
    /// The input diagrams in the order they were created, each with its label (`a`, `x → (cold)`).
    var inputs: [(label: String, diagram: String)]
    /// The output, as `TestableObserver.marbles` draws it (frame 0 at 200, 10 ticks a frame).
    var output: String
    /// `A = 1a, B = 2a`: what each generated key stands for; empty when every value is one character.
    var legend: String
}

/// One run of an operator in virtual time: creates the inputs from marble diagrams (remembering
/// each diagram and its label for the drawing), then runs the operator with `TestScheduler.start`
/// and draws what it sent.
///
/// Digits are `Int` keys (`numbers`), any other key stands for itself as a `String` (`letters`).
/// Hot inputs are drawn as written; their frame 0 lines up with the output's frame 0.
final class DiagramRun {
    /// The virtual clock every input and every time-based operator of this run uses.
    let scheduler = TestScheduler(initialClock: 0)
    /// Each input's label, diagram and, for a cold one, when it was first subscribed.
    private var inputs: [(label: String, diagram: String, subscribed: () -> TestTime?)] = []

    /// A hot input of `Int`s: every key of `diagram` must be a digit.
    func numbers(_ label: String, _ diagram: String) throws -> Observable<Int> {
        inputs.append((label, diagram, { nil }))
        return try scheduler.createHotObservable(diagram, values: Self.digitValues(diagram)).asObservable()
    }

    /// A hot input of `String`s: each key sends itself.
    func letters(_ label: String, _ diagram: String) throws -> Observable<String> {
        inputs.append((label, diagram, { nil }))
        return try scheduler.createHotObservable(diagram).asObservable()
    }

    /// A cold input of `Int`s (every key a digit), replayed from its start for each subscription.
    /// It is drawn shifted right to the frame of its first subscription, so that it lines up with
    /// the output.
    func coldNumbers(_ label: String, _ diagram: String) throws -> Observable<Int> {
        let cold = try scheduler.createColdObservable(diagram, values: Self.digitValues(diagram))
        inputs.append((label, diagram, { cold.subscriptions.first?.subscribe }))
        return cold.asObservable()
    }

    /// Runs `make` with `TestScheduler.start`'s defaults (subscribed at 200, disposed at 1000) and
    /// draws the inputs and what the result sent.
    /// - Throws: `MarbleDrawingError` if the output is off the frame grid, so a diagram never
    ///   rounds a time.
    func output<Result>(_ make: @escaping () -> Observable<Result>) throws -> Drawing {
        let observer = scheduler.start(make)
        let keys = MarbleLegendKeys(values: observer.events.compactMap { $0.value.element })
        let diagram = try Marbles.render(observer.events, key: keys.key(for:))
        let drawn = inputs.map { input in
            (label: input.label, diagram: String(repeating: " ", count: Self.frame(of: input.subscribed())) + input.diagram)
        }
        return Drawing(inputs: drawn, output: diagram, legend: keys.legend)
    }

    /// The output frame `time` falls in (frame 0 at 200, 10 ticks a frame), or 0 for no time, a time
    /// before 200 or one off the frame grid.
    private static func frame(of time: TestTime?) -> Int {
        guard let time, time >= 200, (time - 200) % 10 == 0 else { return 0 }
        return (time - 200) / 10
    }

    /// Each key of `diagram` that is a digit mapped to its `Int` value.
    private static func digitValues(_ diagram: String) -> [Character: Int] {
        var values: [Character: Int] = [:]
        for character in diagram {
            if let digit = character.wholeNumberValue, character.isASCII { values[character] = digit }
        }
        return values
    }
}
