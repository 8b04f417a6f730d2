import Foundation
import XCTest

/// The guide's UIKit and SwiftUI touch-counter snippets are compiled by the Guide… tests; this keeps
/// the guide's text and the compiled code the same.
final class GuideSnippetSyncTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The guide's ```swift block that contains `marker`, without its import lines.
    private func guideSnippet(containing marker: String) throws -> String {
        let blocks = try read("docs/MVVM-guide.md").components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let block = try XCTUnwrap(blocks.first { $0.contains(marker) }, "no guide snippet contains \(marker)")
        return block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testTheUIKitSnippetIsTheCompiledViewController() throws {
        let snippet = try guideSnippet(containing: "final class TouchCounterViewController")
        let compiled = try read("Tests/SignalsCocoaTests/UIKit/GuideTouchCounterUIKitTests.swift")
        XCTAssertTrue(compiled.contains(snippet), "docs/MVVM-guide.md's UIKit snippet differs from GuideTouchCounterUIKitTests.swift")
    }

    func testTheSwiftUISnippetUsesTheCompiledStatements() throws {
        let snippet = try guideSnippet(containing: "struct TouchCounterView: View")
        let compiled = try read("Tests/SignalsCocoaTests/GuideTouchCounterSwiftUITests.swift")
        for statement in ["viewModel.output.countText.observed(initial: \"\")", "viewModel.input.tap.accept(())"] {
            XCTAssertTrue(snippet.contains(statement), "the guide's SwiftUI snippet lost \(statement)")
            XCTAssertTrue(compiled.contains(statement), "the compiled SwiftUI state lost \(statement)")
        }
    }
}
