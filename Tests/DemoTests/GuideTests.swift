import Foundation
import XCTest

/// docs/MVVM-guide.md pastes real output; this keeps it true: every
/// "$ printf '…' | swift run signals-demo SCREEN [--trace] [--marbles]" block must be exactly what the binary prints now.
final class GuideTests: XCTestCase {
    func testTraceBlocksInTheGuideMatchTheBinary() throws {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/MVVM-guide.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let blocks = text.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        var checked = 0
        for block in blocks {
            var lines = block.components(separatedBy: "\n")
            let command = lines.removeFirst()
            guard command.hasPrefix("$ printf '"), let quoteEnd = command.dropFirst(10).firstIndex(of: "'") else { continue }
            let script = String(command[command.index(command.startIndex, offsetBy: 10)..<quoteEnd])
                .replacingOccurrences(of: "\\n", with: "\n")
            let arguments = command[command.index(after: quoteEnd)...]
                .replacingOccurrences(of: " | swift run signals-demo ", with: "")
                .split(separator: " ").map(String.init)
            let run = try DemoBinary.run(arguments, input: script)
            XCTAssertEqual(run.status, 0, command)
            XCTAssertEqual(run.out, lines.joined(separator: "\n"), "the guide's output for \(command) is stale")
            checked += 1
        }
        XCTAssertEqual(checked, 4, "the guide shows the touch counter and greeting traces, the phone book's changes and the touch counter's marbles")
    }
}
