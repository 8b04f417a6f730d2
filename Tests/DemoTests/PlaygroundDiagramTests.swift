import Foundation
import XCTest
@testable import SignalsDemo

/// Every operator of the playground, driven through its script mode with the input of its DocC
/// diagram, prints that diagram: the same call, the same lanes and the same output lane and legend.
/// The diagrams are read from the doc comments in Sources (the blocks OperatorDiagramTests
/// generates), so a changed diagram, or a playground function that drifted from it, fails here.
final class PlaygroundDiagramTests: XCTestCase {
    /// The operators the issue asks the playground for.
    static let required = [
        "map", "filter", "scan", "distinctUntilChanged", "take", "skip", "startWith", "merge", "combineLatest", "zip",
        "withLatestFrom", "sample", "debounce", "throttle", "delay", "flatMapLatest", "concat", "catch", "retry",
    ]

    func testThePlaygroundHasEveryRequiredOperator() {
        XCTAssertEqual(OperatorCatalog.all.map(\.name).filter(Self.required.contains), Self.required)
    }

    func testEveryOperatorTypedWithItsDiagramsInputPrintsItsDiagram() throws {
        let blocks = try DocDiagram.allInSources()
        XCTAssertGreaterThan(blocks.count, 50, "the doc comments' diagram blocks were found")
        for chosen in OperatorCatalog.all {
            let matching = blocks.filter { $0.outputLabel == chosen.name }
            guard matching.count == 1, let diagram = matching.first else {
                XCTFail("\(chosen.name): \(matching.count) diagram blocks with an output lane labelled \(chosen.name)")
                continue
            }
            XCTAssertEqual(chosen.call, diagram.call, "\(chosen.name): the fixed function is the diagram's call")
            XCTAssertEqual(chosen.lanes.map(\.label), diagram.inputs.map(\.label), "\(chosen.name): the diagram's lanes")
            for lane in chosen.lanes {
                guard case .fixed(let fixed) = lane.kind else { continue }
                let drawn = diagram.inputs.first { $0.label == lane.label }?.diagram.trimmingCharacters(in: .whitespaces)
                XCTAssertEqual(fixed, drawn, "\(chosen.name): the fixed lane \(lane.label) is the diagram's")
            }
            let script = try diagram.script(operator: chosen.name, typedLanes: chosen.lanes.filter(\.isTyped).map(\.label))
            let run = runCaptured(["playground"], input: script.joined(separator: "\n") + "\n")
            XCTAssertEqual(run.status, .success, "\(chosen.name): \(run.err)")
            XCTAssertEqual(run.err, [], chosen.name)
            XCTAssertEqual(run.out.dropFirst(2).last { !$0.hasPrefix(" ") }, diagram.lines.last { !$0.hasPrefix(" ") },
                           "\(chosen.name): the output lane (script: \(script))")
            XCTAssertEqual(run.out, diagram.lines, "\(chosen.name): the whole block (script: \(script))")
        }
    }

    func testADiagramBecomesTheScriptThatTypesIt() throws {
        let diagram = DocDiagram(lines: ["Observable.zip(a, b)", "", "a:   -1--(2|)", "b:   ---a-#", "zip: ---A-#", "     A = 1a"])
        XCTAssertEqual(diagram.outputLabel, "zip")
        XCTAssertEqual(diagram.inputs.map(\.diagram), ["-1--(2|)", "---a-#"])
        XCTAssertEqual(try diagram.script(operator: "zip", typedLanes: ["a", "b"]), [
            "operator zip", "a 1", "tick", "tick", "b a", "tick", "a 2", "complete a", "tick", "fail b", "tick",
        ])
    }
}

/// One diagram block of a doc comment: the call, the lanes (inputs, then the output labelled with
/// the operator's name) and the legend, as `DiagramDocuments` writes them.
struct DocDiagram {
    /// The block's lines between its two ``` lines, without the `/// ` prefix.
    let lines: [String]

    /// The call, the lines before the first blank line.
    var call: String { lines.prefix { !$0.isEmpty }.joined(separator: "\n") }

    /// The lanes: lines after the blank line that start with their label (the legend is indented).
    private var lanes: [(label: String, diagram: String)] {
        let rows = lines.drop { !$0.isEmpty }.dropFirst().filter { !$0.hasPrefix(" ") }
        let labels = rows.map { String($0[..<($0.range(of: ": ")?.lowerBound ?? $0.endIndex)]) }
        let column = (labels.map(\.count).max() ?? 0) + 2
        return zip(labels, rows).map { label, row in (label, String(row.dropFirst(column))) }
    }

    /// The input lanes, in order.
    var inputs: [(label: String, diagram: String)] { Array(lanes.dropLast()) }
    /// The output lane's label: the operator's name.
    var outputLabel: String? { lanes.last?.label }
    /// How many frames the longest lane draws (a group is one frame; a cold lane's leading spaces count).
    var frames: Int { lanes.map { PlaygroundDrawing.cells(ofDiagram: $0.diagram).count }.max() ?? 0 }

    /// The playground script that types the typed lanes' events frame by frame from frame 1 (frame 0
    /// of a hot lane must be empty), ticking once a frame until the longest lane is drawn.
    func script(operator name: String, typedLanes: [String]) throws -> [String] {
        var script = ["operator \(name)"]
        let typed = try typedLanes.map { label in
            let lane = try XCTUnwrap(inputs.first { $0.label == label }, "\(name) has no lane \(label)")
            let cells = PlaygroundDrawing.cells(ofDiagram: lane.diagram)
            XCTAssertEqual(cells.first, "-", "\(name): nothing happens in frame 0 of a hot lane")
            return (label, cells)
        }
        for frame in 1..<frames {
            for (label, cells) in typed where frame < cells.count {
                for symbol in cells[frame].filter({ $0 != "(" && $0 != ")" && $0 != "-" }) {
                    switch symbol {
                    case "|": script.append("complete \(label)")
                    case "#": script.append("fail \(label)")
                    default: script.append("\(label) \(symbol)")
                    }
                }
            }
            script.append("tick")
        }
        return script
    }

    /// Every diagram block in the Swift files under Sources.
    static func allInSources() throws -> [DocDiagram] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var blocks: [DocDiagram] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("<!-- diagram: generated") else { continue }
            var armed = false  // after the begin marker, before the block's first ```
            var block: [String]?
            for line in text.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("///") else { continue }
                let content = trimmed.dropFirst(3).hasPrefix(" ") ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
                if content == "<!-- diagram: generated by OperatorDiagramTests, do not edit -->" {
                    armed = true
                } else if content == "```", armed {
                    armed = false
                    block = []
                } else if content == "```", let finished = block {
                    blocks.append(DocDiagram(lines: finished))
                    block = nil
                } else {
                    block?.append(content)
                }
            }
        }
        return blocks
    }
}
