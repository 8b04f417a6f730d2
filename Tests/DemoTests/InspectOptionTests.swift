import Foundation
@testable import SignalsDemo
import SignalsTestSupport
import SignalsViewModels
import XCTest

/// `--inspect PATH`: the binding inspector's page of the screen's bindings, written as the demo exits.
final class InspectOptionTests: XCTestCase {
    func testTheOptionTakesOnePathLikeStore() throws {
        XCTAssertEqual(try parseOptions(["touch", "--inspect", "page.html"]), DemoOptions(screen: .touch, inspectPath: "page.html"))
        XCTAssertEqual(try parseOptions(["--inspect=page.html"]), DemoOptions(inspectPath: "page.html"))
        for (arguments, message) in [
            (["touch", "--inspect"], "--inspect needs a file path, e.g. --inspect bindings.html"),
            (["--inspect="], "--inspect needs a file path, e.g. --inspect bindings.html"),
            (["--inspect", "--trace"], "--inspect needs a file path, got the option \"--trace\" (for a file named so, write --inspect=./--trace)"),
            (["--inspect", "a.html", "--inspect=b.html"], "--inspect given twice (\"a.html\" and \"b.html\"); give one file"),
        ] {
            XCTAssertThrowsError(try parseOptions(arguments), "\(arguments)") { error in
                XCTAssertEqual((error as? UsageError)?.message, message)
            }
        }
    }

    func testAScriptWritesThePageOfItsScreensBindingsAsTheyWereAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("touch.html").path
        let run = runCaptured(["touch", "--inspect", path], input: "tap\ntap\n")
        XCTAssertEqual(run.status, .success, "\(run.err)")
        XCTAssertEqual(run.out, ["count: 0", "count: 1", "count: 2"], "the page changes nothing printed")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        // The ViewModel's named streams, with what flowed through them.
        XCTAssertTrue(page.contains("&quot;tap&quot; PublishRelay"), page)
        XCTAssertTrue(page.contains("&quot;count&quot; asDriver"), page)
        XCTAssertTrue(page.contains("&quot;countText&quot; share"), "a Driver's map is shared again: \(page)")
        XCTAssertTrue(page.contains("tap:        ---a---a--   a = ()\n"), page)
        XCTAssertTrue(page.contains("tap (View): --a---a---   a = ()\n"), "the View's relay, bound into the ViewModel's: \(page)")
        XCTAssertTrue(page.contains("count:      0---1---2-\n"), page)
        XCTAssertTrue(page.contains("countText:  -0---1---2\n"), page)
    }

    func testAPageThatCannotBeWrittenStopsTheRunBeforeItStarts() throws {
        let run = runCaptured(["touch", "--inspect", "/nonexistent-signals-directory/page.html"], input: "tap\n")
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(run.out, [], "nothing ran")
        XCTAssertEqual(run.err, ["signals-demo: --inspect: Cannot use /nonexistent-signals-directory/page.html: the directory /nonexistent-signals-directory does not exist."])
    }

    func testAPageOverADirectoryFailsWithAMessageAndStatus1() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let run = runCaptured(["touch", "--inspect", directory.url.path], input: "tap\n")
        XCTAssertEqual(run.status, .failure)
        XCTAssertEqual(run.out, ["count: 0", "count: 1"])
        XCTAssertEqual(run.err.count, 1, "\(run.err)")
        XCTAssertTrue(run.err.first?.hasPrefix("signals-demo touch: cannot write the inspector page to \(directory.url.path): ") == true, "\(run.err)")
    }

    func testTheInteractiveGraphPaneFollowsTheOpenScreen() throws {
        let terminal = FakeTerminal(columns: 120, rows: 30)
        let app = InteractiveApp(terminal: terminal, pane: .graph, makeRepository: { InMemoryContactRepository() })
        press([.character("1"), .character(" "), .character(" ")], on: app)
        XCTAssertTrue(terminal.screen.contains("── bindings: what flows into what, with counts ──"), "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains { $0.contains("└─ \"tap\" PublishRelay #") && $0.hasSuffix("— 2 values, last ()") }, "\(terminal.screen)")
        XCTAssertTrue(terminal.screen.contains { $0.contains("\"countText\" share #") && $0.hasSuffix("— 3 values, last 2") }, "\(terminal.screen)")
        // The trace pane's own subscriptions are bindings too: two subscribers of countText.
        press([.escape], on: app)
        XCTAssertTrue(terminal.screen.contains("  (no live bindings)"), "the menu has none: \(terminal.screen)")
        XCTAssertTrue(app.inspection.pageGraph.nodes.contains { $0.name == "countText" }, "the page keeps the closed screen's")
    }
}
