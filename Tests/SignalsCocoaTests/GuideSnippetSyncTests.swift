import Foundation
import SignalsTestSupport
import XCTest

/// The guide's UIKit and SwiftUI touch-counter snippets are compiled by the Guide… tests; this keeps
/// the guide's text and the compiled code the same.
final class GuideSnippetSyncTests: XCTestCase {
    func testTheUIKitSnippetIsTheCompiledViewController() throws {
        let snippet = try GuideSnippets.block(containing: "final class TouchCounterViewController", in: "docs/MVVM-guide.md")
        let compiled = try GuideSnippets.read("Tests/SignalsCocoaTests/UIKit/GuideTouchCounterUIKitTests.swift")
        XCTAssertTrue(compiled.contains(snippet), "docs/MVVM-guide.md's UIKit snippet differs from GuideTouchCounterUIKitTests.swift")
    }

    func testTheSwiftUISnippetUsesTheCompiledStatements() throws {
        let snippet = try GuideSnippets.block(containing: "struct TouchCounterView: View", in: "docs/MVVM-guide.md")
        let compiled = try GuideSnippets.read("Tests/SignalsCocoaTests/GuideTouchCounterSwiftUITests.swift")
        for statement in ["viewModel.output.countText.observed(initial: \"\")", "viewModel.input.tap.accept(())"] {
            XCTAssertTrue(snippet.contains(statement), "the guide's SwiftUI snippet lost \(statement)")
            XCTAssertTrue(compiled.contains(statement), "the compiled SwiftUI state lost \(statement)")
        }
    }
}
