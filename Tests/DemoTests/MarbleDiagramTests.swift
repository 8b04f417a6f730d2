import Signals
import XCTest
@testable import SignalsDemo

/// `MarbleRecorder` and `MarbleDiagram` in-process: groups, stream ends, letter keys, and that
/// the trace hook records an output's end.
final class MarbleDiagramTests: XCTestCase {
    func testSeveralEventsInOneStepAreAGroupAndTheColumnIsPaddedOnEveryRow() {
        let recorder = MarbleRecorder()
        recorder.input("add", "\"x\"")
        recorder.output("rows", "\"one\"")
        recorder.output("rows", "\"two\"")
        recorder.input("add", "\"y\"")
        recorder.output("rows", "\"two\"")
        XCTAssertEqual(MarbleDiagram(recorder).chunks(width: 80), [
            "step   │ 0",
            "→ add  │ - a    b",
            "← rows │ - (ab) b",
            "",
            "→ add   a = \"x\"",
            "→ add   b = \"y\"",
            "← rows  a = \"one\"",
            "← rows  b = \"two\"",
        ])
    }

    func testAnEndedStreamIsDrawnWithTheGrammarsSymbols() throws {
        let recorder = MarbleRecorder()
        let trace = BindingTrace(emit: nil, marbles: recorder)
        let done = PublishSubject<Int>()
        let failing = PublishSubject<Int>()
        let bag = DisposeBag()
        done.traceOutput("done", to: trace, describe: String.init).disposed(by: bag)
        failing.traceOutput("failing", to: trace, describe: String.init).disposed(by: bag)
        trace.input("go")
        done.onNext(7)
        done.onCompleted()
        trace.input("go")
        failing.onError(DemoFailure())
        XCTAssertEqual(MarbleDiagram(recorder).chunks(width: 80), [
            "step      │ 0",
            "→ go      │ - o    o",
            "← done    │ - (7|) -",
            "← failing │ - -    #",
            "",
            "← failing  # = \"boom\"",
        ])
    }

    /// Issue 25 item 2: what ends when the screen is released is drawn in a teardown column (`T`,
    /// taking the place of a step number it lands on), never in the last input's column.
    func testWhatEndsAtTeardownGetsItsOwnColumnMarkedT() {
        let recorder = MarbleRecorder()
        var lines: [String] = []
        let trace = BindingTrace(emit: { lines.append($0) }, marbles: recorder)
        for _ in 1...4 { trace.input("tap") }
        trace.output("count", "3")
        trace.teardown()
        trace.outputEnded("error", error: nil)
        XCTAssertEqual(MarbleDiagram(recorder).chunks(width: 80), [
            "step    │ 0         T",
            "→ tap   │ - o o o o -",
            "← count │ - - - - 3 -",
            "← error │ - - - - - |",
            "",
            MarbleDiagram.teardownLegend,
        ])
        XCTAssertEqual(Array(lines.suffix(3)), ["← output count 3", BindingTrace.teardownLine, "← output error completed"])
        XCTAssertEqual(MarbleDiagram(recorder).latest(width: 40).prefix(5).last, MarbleDiagram.teardownLegend)
    }

    func testAfterFiftyTwoValuesTheLeastRecentlyUsedLetterIsReused() {
        var line = MarbleLine(label: "← text")
        for index in 0..<52 { line.append(.value("v\(index)"), step: index) }
        line.append(.value("v0"), step: 52)  // "a" is used again, so "b" is now the least recent
        line.append(.value("new"), step: 53)
        line.append(.value("v0"), step: 54)
        XCTAssertEqual(line.events.map(\.symbol).suffix(5), ["Y", "Z", "a", "b", "a"])
        XCTAssertEqual(line.events.map(\.symbol).prefix(3), ["a", "b", "c"])
    }

    func testTheLatestWindowListsOnlyTheKeysInView() {
        let recorder = MarbleRecorder()
        for word in ["green"] + Array(repeating: ["red", "blue"], count: 5).joined() {
            recorder.input("c", "\"\(word)\"")
        }
        XCTAssertEqual(MarbleDiagram(recorder).latest(width: 26), [
            "step │…      5         10",
            "→ c  │…b c b c b c b c b c",
            "→ c: c = \"blue\"  b = \"red\"",  // "green" (a) is scrolled out
        ])
    }

    private struct DemoFailure: Error, CustomStringConvertible {
        var description: String { "boom" }
    }
}
