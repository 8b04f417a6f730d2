import Foundation
import SignalsTestSupport
import XCTest

/// docs/MVVM-guide.md shows the MVP presenter and its mock-view test as code: this keeps them the
/// repository's own (the presenter without its comments, the test's lines as they are compiled).
final class GuideMVPSnippetTests: XCTestCase {
    func testTheGuideShowsThePresenterAndItsViewProtocolAsTheyAre() throws {
        let shown = GuideSnippets.codeLines(try GuideSnippets.block(containing: "public final class GreetingPresenter", in: "docs/MVVM-guide.md"))
        let source = GuideSnippets.codeLines(try GuideSnippets.read("Sources/ViewModels/Greeting/GreetingView.swift"))
            + GuideSnippets.codeLines(try GuideSnippets.read("Sources/ViewModels/Greeting/GreetingPresenter.swift"))
        XCTAssertEqual(shown, source, "docs/MVVM-guide.md's MVP code differs from Sources/ViewModels/Greeting")
    }

    func testTheGuidesMockViewTestIsCompiled() throws {
        let compiled = GuideSnippets.codeLines(try GuideSnippets.read("Tests/ViewModelsTests/GreetingPresenterTests.swift"))
        for line in GuideSnippets.codeLines(try GuideSnippets.block(containing: "MockGreetingView: GreetingView", in: "docs/MVVM-guide.md")) {
            XCTAssertTrue(compiled.contains(line), "GreetingPresenterTests.swift has no line \(line)")
        }
    }
}
