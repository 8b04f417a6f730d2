import Foundation
import Signals
@testable import SignalsCore
import SignalsTestSupport
import XCTest

/// What the binding inspector records as values pass: the latest events of a named stream, the
/// terminal events, descriptions instead of the objects themselves, nothing while off, and every
/// value counted under concurrent sends.
final class InspectorRecordingTests: InspectorTestCase {
    func testTheRingKeepsTheLatestEventsInOrder() throws {
        Inspector.eventsPerStream = 4
        let relay = PublishRelay<Int>()
        let subscription = relay.named("numbers").subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        for value in 1...10 { relay.accept(value) }

        let node = try XCTUnwrap(graph.nodes(named: "numbers").first)
        XCTAssertEqual(node.valueCount, 10)
        XCTAssertEqual(node.recentEvents.map(\.value), ["7", "8", "9", "10"])
        let ticks = node.recentEvents.map(\.tick)
        XCTAssertEqual(ticks, ticks.sorted())
    }

    func testTerminalEventsAreRecordedAsTheyPass() throws {
        let subject = PublishSubject<Int>()
        let subscription = subject.named("subject").materialize().subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        subject.onNext(1)
        subject.onCompleted()
        // The subscription ended with the subject: nothing is live.
        XCTAssertEqual(graph.nodes, [])

        let failing = PublishSubject<Int>()
        var events: [BindingGraph.Event.Kind] = []
        let recovered = failing.named("failing").catchAndReturn(0).subscribe(onNext: { _ in })
        failing.onNext(1)
        if let node = graph.nodes(named: "failing").first { events = node.recentEvents.map(\.kind) }
        XCTAssertEqual(events, [.next])
        failing.onError(RxError.unknown)
        XCTAssertEqual(graph.nodes, [], "the catch completed after its replacement")
        recovered.dispose()
    }

    func testAnObjectSentThroughAStreamIsDescribedNotKept() throws {
        final class Screen: CustomStringConvertible {
            var description: String { "Screen()" }
        }
        let relay = PublishRelay<Screen>()
        let subscription = relay.named("screens").subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        weak var sent: Screen?
        do {
            let screen = Screen()
            sent = screen
            relay.accept(screen)
        }
        XCTAssertNil(sent, "the inspector keeps no object alive")
        let node = try XCTUnwrap(graph.nodes(named: "screens").first)
        XCTAssertEqual(node.lastValue, "Screen()")
        XCTAssertEqual(node.recentEvents.map(\.value), ["Screen()"])
    }

    func testNothingIsRecordedWhileOff() {
        Inspector.isEnabled = false
        let relay = PublishRelay<Int>()
        let subscription = relay.map { $0 }.named("off").subscribe(onNext: { _ in })
        relay.accept(1)
        XCTAssertEqual(graph.nodes, [])
        XCTAssertEqual(Inspector.lastNodeID, mark, "no node made")
        subscription.dispose()
    }

    func testRecordingIsThreadSafeAndCountsEveryValue() throws {
        let relay = PublishRelay<Int>()
        let counted = relay.named("flood").map { $0 }
        let subscriptions = (0..<2).map { _ in counted.subscribe(onNext: { _ in }) }
        let senders = 4, perSender = 2_000
        DispatchQueue.concurrentPerform(iterations: senders + 1) { index in
            if index == senders {
                for _ in 0..<50 { _ = Inspector.snapshot().text }
            } else {
                for value in 0..<perSender { relay.accept(value) }
            }
        }
        let graph = self.graph
        XCTAssertEqual(graph.nodes(named: "flood").first?.valueCount, senders * perSender)
        XCTAssertEqual(graph.nodes.filter { $0.kind == "map" }.first?.valueCount, 2 * senders * perSender)
        XCTAssertEqual(graph.nodes.filter(\.isSubscription).map(\.valueCount), [senders * perSender, senders * perSender])
        subscriptions.forEach { $0.dispose() }
    }
}
