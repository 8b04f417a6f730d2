import Signals
import SignalsTestSupport
import XCTest

/// `BindingGraph.html`: one self-contained page with the graph and the named streams' marble
/// timelines, in SignalsTest's marble grammar.
final class InspectorPageTests: InspectorTestCase {
    func testThePageDrawsEveryNodeAndTheNamedStreamsTimelines() {
        let taps = PublishRelay<Int>()
        let subscription = taps.named("taps").map { $0 * 10 }.named("tens").subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        taps.accept(1)
        taps.accept(2)

        let graph = self.graph
        let page = graph.html
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("<svg"))
        for node in graph.nodes { XCTAssertTrue(page.contains("#\(node.id)</text>"), "node #\(node.id) drawn") }
        XCTAssertTrue(page.contains("&quot;taps&quot; PublishRelay"))
        XCTAssertEqual(graph.edges.count, 2)
        XCTAssertEqual(page.components(separatedBy: "marker-end=\"url(#arrow)\"").count - 1, 2, "one arrow per edge")
        // Two named streams on one axis: taps sends 1, tens 10, taps 2, tens 20.
        XCTAssertTrue(page.contains("taps: 1-2-\n"), page)
        XCTAssertTrue(page.contains("tens: -a-b   a = 10, b = 20\n"), page)
        XCTAssertTrue(page.contains("<td><code>|</code></td><td>completed</td>"))
    }

    func testThePageNeedsNothingFromElsewhereAndEscapesWhatItShows() {
        let relay = PublishRelay<String>()
        let subscription = relay.named("<b>tags</b>").subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        relay.accept("<script>alert(1)</script>")

        let page = self.graph.html
        XCTAssertFalse(page.contains("<script"), "nothing runs, and values are escaped")
        XCTAssertFalse(page.contains("<b>"))
        XCTAssertTrue(page.contains("&lt;b&gt;tags&lt;/b&gt;"))
        for external in ["src=", "href=", "@import", "<link", "https:"] {
            XCTAssertFalse(page.contains(external), "no \(external) in a self-contained page")
        }
        XCTAssertEqual(page.components(separatedBy: "http:").count - 1, 2, "only the SVG namespace, once per drawing")
    }

    func testAnEmptyGraphIsStillAPage() {
        let page = BindingGraph(nodes: [], edges: []).html
        XCTAssertTrue(page.contains("No live bindings."))
        XCTAssertTrue(page.contains("No named stream recorded events."))
        XCTAssertTrue(page.hasSuffix("</html>\n"))
    }

    func testErrorsAndCompletionsUseTheMarbleGlyphs() {
        typealias Event = BindingGraph.Event
        let graph = BindingGraph(
            nodes: [
                BindingGraph.Node(id: 1, kind: "PublishSubject", name: "numbers", valueCount: 2, lastValue: "hello", end: .completed,
                                  recentEvents: [Event(tick: 1, kind: .next, value: "7"), Event(tick: 4, kind: .next, value: "hello"),
                                                 Event(tick: 5, kind: .completed, value: nil)]),
                BindingGraph.Node(id: 2, kind: "map", name: "failing", end: .failed("boom"),
                                  recentEvents: [Event(tick: 2, kind: .next, value: "a"), Event(tick: 3, kind: .error, value: "boom")]),
            ],
            edges: [BindingGraph.Edge(from: 1, to: 2, subscriptions: 1)])
        let page = graph.html
        XCTAssertTrue(page.contains("numbers: 7--a|   a = hello\n"), page)
        XCTAssertTrue(page.contains("failing: -a#--\n"), page)
        XCTAssertTrue(page.contains("stroke-dasharray"), "an ended stream's box is dashed")
        XCTAssertTrue(page.contains(">#<title>error</title>"))
        XCTAssertTrue(page.contains("<title>completed</title>"))
    }
}
