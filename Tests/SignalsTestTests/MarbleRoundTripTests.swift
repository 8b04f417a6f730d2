import Signals
import SignalsTest
import XCTest

/// `parse(render(events)) == events` and `render(parse(diagram))` is the diagram's normal form, over
/// seeded random event lists and diagrams.
final class MarbleRoundTripTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]

    /// Random events on the frame grid from `origin`: 0–3 values per used frame, gaps of 0–3 frames,
    /// and sometimes a `|` or `#` last (alone or in the last value frame).
    private func randomEvents(_ generator: inout SeededRandom, frame: TestTime, origin: TestTime) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = []
        var index = Int.random(in: 0...3, using: &generator)
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                events.append(.next(origin + index * frame, Int.random(in: 1...4, using: &generator)))
            }
            index += Int.random(in: 1...4, using: &generator)
        }
        let last = Bool.random(using: &generator) ? index : max(index - 1, 0)
        switch Int.random(in: 0...2, using: &generator) {
        case 0: events.append(.completed(origin + last * frame))
        case 1: events.append(.error(origin + last * frame, MarbleTestError()))
        default: break
        }
        return events
    }

    func testParseOfRenderGivesTheEventsBackHotAndCold() throws {
        for seed in 1...500 as ClosedRange<UInt64> {
            var generator = SeededRandom(seed: seed)
            let hot = randomEvents(&generator, frame: 10, origin: 200)
            let diagram = try Marbles.render(hot, values: values)
            XCTAssertEqual(try Marbles.parse(diagram, values: values), hot, "seed \(seed): \(diagram)")
            let cold = randomEvents(&generator, frame: 3, origin: 0)
            let coldDiagram = try Marbles.render(cold, values: values, frame: 3, origin: 0)
            XCTAssertEqual(try Marbles.parse(coldDiagram, kind: .cold, values: values, frame: 3), cold, "seed \(seed): \(coldDiagram)")
        }
    }

    func testRenderOfParseIsTheDiagramWithoutSpacesOrTrailingTime() throws {
        let pieces = ["-", "a", "b", "(ab)", "(cd)", " ", "(a)"]
        for seed in 1...500 as ClosedRange<UInt64> {
            var generator = SeededRandom(seed: seed)
            var diagram = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            diagram += ["", "|", "#", "(c|)"].randomElement(using: &generator)!
            let events = try Marbles.parse(diagram, values: values)
            let drawn = try Marbles.render(events, values: values)
            XCTAssertEqual(try Marbles.parse(drawn, values: values), events, "seed \(seed): \(diagram) drawn as \(drawn)")
            XCTAssertEqual(drawn, normalForm(diagram), "seed \(seed)")
        }
    }

    func testRenderedDiagramsDrawSpecificExamples() throws {
        XCTAssertEqual(try Marbles.render(Marbles.parse(" -(a)-(ab)-- ", values: values), values: values), "-a-(ab)")
        XCTAssertEqual(try Marbles.render(Marbles.parse("----", values: values), values: values), "")
    }

    /// What `render` draws for a diagram of this test's pieces: no spaces, `(a)` as `a`, no `-` after
    /// the last event.
    private func normalForm(_ diagram: String) -> String {
        var text = diagram.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "(a)", with: "a")
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }
}
