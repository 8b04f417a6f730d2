import Foundation
import XCTest

/// docs/MVVM-guide.md shows the MVP presenter and its mock-view test as code: this keeps them the
/// repository's own (the presenter without its comments, the test's lines as they are compiled).
final class GuideMVPSnippetTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The guide's ```swift block that contains `marker`.
    private func guideBlock(containing marker: String) throws -> String {
        let blocks = try read("docs/MVVM-guide.md").components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        return try XCTUnwrap(blocks.first { $0.contains(marker) }, "the guide shows no \(marker)")
    }

    /// The lines of `text` that are code: no blank line, no comment line.
    private func codeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            let trimmed = $0.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }

    func testTheGuideShowsThePresenterAndItsViewProtocolAsTheyAre() throws {
        let shown = codeLines(try guideBlock(containing: "public final class GreetingPresenter"))
        let source = codeLines(try read("Sources/ViewModels/Greeting/GreetingView.swift"))
            + codeLines(try read("Sources/ViewModels/Greeting/GreetingPresenter.swift"))
        XCTAssertEqual(shown, source, "docs/MVVM-guide.md's MVP code differs from Sources/ViewModels/Greeting")
    }

    func testTheGuidesMockViewTestIsCompiled() throws {
        let compiled = try read("Tests/ViewModelsTests/GreetingPresenterTests.swift")
        for line in codeLines(try guideBlock(containing: "MockGreetingView: GreetingView")) {
            XCTAssertTrue(compiled.contains(line), "GreetingPresenterTests.swift has no line \(line)")
        }
    }
}
