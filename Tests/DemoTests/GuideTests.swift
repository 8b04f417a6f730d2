import Foundation
import XCTest

/// docs/MVVM-guide.md pastes real output; this keeps it true: every
/// "$ printf '…' | swift run signals-demo SCREEN [--trace] [--marbles] [--graph]" block must be exactly what the binary prints now.
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
        XCTAssertEqual(checked, 7, "the guide shows the traffic light, the phone book's layers, the touch counter and greeting traces, the phone book's changes, the touch counter's marbles and the greeting's graph")
    }

    /// Issue 25 item 8: README opens with its title, then right under it the two commands (the
    /// demo, and the tests without swift-testing's empty closing run, as .ci/run runs them); its
    /// layout table names each folder once.
    func testReadmeOpensWithItsTitleThenTheTwoCommandsAndListsEachFolderOnce() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "# Signals")
        XCTAssertEqual(lines[2], "```sh")
        XCTAssertTrue(lines[3].hasPrefix("swift run signals-demo "), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("swift test --disable-swift-testing "), lines[4])
        XCTAssertEqual(lines[5], "```")
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertTrue(ci.contains("DEMO_FUZZ_SEED=1 swift test --disable-swift-testing 2>&1"), "CI runs the README's test command")
        let layout = readme.components(separatedBy: "## Layout")[1].components(separatedBy: "\n## ")[0]
        let folders = layout.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }.map { $0.components(separatedBy: " | ")[0] }
        XCTAssertEqual(folders.count, Set(folders).count, "folders listed twice: \(folders)")
    }

    /// Issue 25 item 8: docs/Marbles.md announces as many consequences as it lists.
    func testMarblesGuideCountsTheConsequencesItLists() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/Marbles.md"), encoding: .utf8)
        let after = try XCTUnwrap(text.components(separatedBy: " consequences of `TestScheduler`").dropFirst().first)
        let announced = try XCTUnwrap(text.components(separatedBy: " consequences of `TestScheduler`")[0].components(separatedBy: "\n").last)
        let listed = after.components(separatedBy: "\n\n")[0].components(separatedBy: "\n- ").count - 1
        XCTAssertEqual(announced, ["One", "Two", "Three", "Four"][listed - 1])
    }
}
