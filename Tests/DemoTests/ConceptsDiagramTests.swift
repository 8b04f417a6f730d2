import Foundation
import XCTest

/// The Concepts article (docs/Concepts.md; docs/build.sh makes the DocC article from it) shows one
/// binding as the demo draws it; this keeps that diagram exactly what the binary prints for the
/// command written above it.
final class ConceptsDiagramTests: XCTestCase {
    func testTheBindingDiagramIsWhatTheDemoDraws() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for article in ["docs/Concepts.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
            let runs = text.components(separatedBy: "```text\n").dropFirst()
                .map { $0.components(separatedBy: "```")[0] }
                .filter { $0.hasPrefix("$ printf '") }
            XCTAssertEqual(runs.count, 1, "\(article) shows one demo run")
            for block in runs {
                var lines = block.components(separatedBy: "\n")
                let command = lines.removeFirst()
                let prefix = "$ printf '"
                let afterPrefix = command.dropFirst(prefix.count)
                let quoteEnd = try XCTUnwrap(afterPrefix.firstIndex(of: "'"), command)
                let script = String(afterPrefix[..<quoteEnd]).replacingOccurrences(of: "\\n", with: "\n")
                let arguments = command[command.index(after: quoteEnd)...]
                    .replacingOccurrences(of: " | swift run signals-demo ", with: "")
                    .split(separator: " ").map(String.init)
                XCTAssertTrue(arguments.contains("--marbles"), "the article's diagram is a marble diagram: \(command)")
                let run = try DemoBinary.run(arguments, input: script)
                XCTAssertEqual(run.status, 0, command)
                XCTAssertEqual(run.out, lines.joined(separator: "\n"), "\(article)'s diagram for \(command) is stale")
            }
        }
    }
}
