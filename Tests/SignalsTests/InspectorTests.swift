import Foundation
import Signals
@testable import SignalsCore
import SignalsTestSupport
import XCTest

/// The binding inspector (`Inspector`, `BindingGraph`): what it records for real chains — nodes,
/// edges, names, call sites, counts — and that it records nothing while off.
final class InspectorTests: InspectorTestCase {
    private func only(_ kind: String, in graph: BindingGraph, file: StaticString = #filePath, line: UInt = #line) -> BindingGraph.Node? {
        let found = graph.nodes.filter { $0.kind == kind }
        XCTAssertEqual(found.count, 1, "one \(kind) in\n\(graph.text)", file: file, line: line)
        return found.first
    }

    func testAChainIsSourceOperatorsAndSubscriptionJoinedInTheDirectionValuesFlow() throws {
        let taps = PublishRelay<Int>()
        let bag = DisposeBag()
        let subscribeLine: UInt = #line + 1
        taps.named("taps").map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { _ in }).disposed(by: bag)
        taps.accept(1)
        taps.accept(2)
        taps.accept(3)

        let graph = self.graph
        XCTAssertEqual(graph.nodes.map(\.kind), ["PublishRelay", "map+filter", "subscribe"], graph.text)
        let relay = try XCTUnwrap(only("PublishRelay", in: graph))
        let mapFilter = try XCTUnwrap(only("map+filter", in: graph))
        let subscription = try XCTUnwrap(only("subscribe", in: graph))
        XCTAssertEqual(graph.edges, [
            BindingGraph.Edge(from: relay.id, to: mapFilter.id, subscriptions: 1),
            BindingGraph.Edge(from: mapFilter.id, to: subscription.id, subscriptions: 1),
        ])
        XCTAssertEqual(relay.name, "taps")
        XCTAssertEqual(relay.callSite, "InspectorTests.swift:\(subscribeLine)")
        XCTAssertEqual(relay.valueCount, 3)
        XCTAssertEqual(relay.lastValue, "3")
        XCTAssertEqual(mapFilter.valueCount, 2)
        XCTAssertEqual(mapFilter.lastValue, "30")
        XCTAssertEqual(subscription.valueCount, 2)
        XCTAssertEqual(subscription.callSite, "InspectorTests.swift:\(subscribeLine)")
        XCTAssertTrue(subscription.isSubscription)
        XCTAssertTrue(subscription.isInDisposeBag)
        XCTAssertEqual(subscription.recentEvents, [], "only a named stream keeps its events")
        XCTAssertEqual(relay.recentEvents.map(\.value), ["1", "2", "3"])
        XCTAssertEqual(graph.text, """
            "taps" PublishRelay #\(relay.id) at InspectorTests.swift:\(subscribeLine) — 3 values, last 3
            └─ map+filter #\(mapFilter.id) — 2 values, last 30
               └─ subscribe #\(subscription.id) at InspectorTests.swift:\(subscribeLine) — 2 values, last 30
            """)
    }

    func testAShareWithTwoSubscribersIsOneNodeCountingEachValueOnce() throws {
        let source = PublishRelay<Int>()
        let shared = source.map { $0 + 1 }.share(replay: 1)
        let first = shared.subscribe(onNext: { _ in })
        let second = shared.bind(onNext: { _ in })
        source.accept(1)
        source.accept(2)

        let graph = self.graph
        let map = try XCTUnwrap(only("map", in: graph))
        let share = try XCTUnwrap(only("share", in: graph))
        XCTAssertEqual(graph.downstream(of: map.id).map(\.id), [share.id], graph.text)
        XCTAssertEqual(graph.downstream(of: share.id).map(\.kind), ["subscribe", "bind"])
        XCTAssertEqual(map.valueCount, 2, "the source is subscribed once")
        XCTAssertEqual(share.valueCount, 2)
        XCTAssertEqual(share.lastValue, "3")
        XCTAssertEqual(graph.downstream(of: share.id).map(\.valueCount), [2, 2])

        first.dispose()
        XCTAssertEqual(self.graph.nodes.filter(\.isSubscription).map(\.kind), ["bind"], "a disposed subscription leaves")
        second.dispose()
        XCTAssertEqual(self.graph.nodes, [], "the last subscription's disposal disconnects the share: nothing is live\n\(self.graph.text)")
    }

    func testFlatMapLatestShowsOnlyTheCurrentInner() throws {
        let outer = PublishRelay<Int>()
        let inners = [PublishRelay<String>(), PublishRelay<String>()]
        let subscription = outer.flatMapLatest { index in inners[index].named("inner \(index)") }.subscribe(onNext: { _ in })
        defer { subscription.dispose() }

        outer.accept(0)
        inners[0].accept("a")
        var graph = self.graph
        let flatMapLatest = try XCTUnwrap(only("flatMapLatest", in: graph))
        XCTAssertEqual(graph.upstream(of: flatMapLatest.id).map(\.label), ["PublishRelay", "\"inner 0\" PublishRelay"], graph.text)

        outer.accept(1)
        inners[1].accept("b")
        graph = self.graph
        XCTAssertEqual(graph.upstream(of: flatMapLatest.id).map(\.label), ["PublishRelay", "\"inner 1\" PublishRelay"], graph.text)
        XCTAssertEqual(try XCTUnwrap(graph.node(id: flatMapLatest.id)).valueCount, 2)
        XCTAssertEqual(try XCTUnwrap(graph.node(id: flatMapLatest.id)).lastValue, "b")
    }

    func testCombineLatestHasOneEdgePerSource() throws {
        let left = BehaviorRelay(value: 1)
        let right = BehaviorRelay(value: "a")
        let subscription = Observable.combineLatest(left.named("left"), right.named("right")).subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        right.accept("b")

        let graph = self.graph
        let combine = try XCTUnwrap(only("combineLatest", in: graph))
        XCTAssertEqual(graph.upstream(of: combine.id).compactMap(\.name), ["left", "right"], graph.text)
        XCTAssertEqual(combine.valueCount, 2)
        XCTAssertEqual(combine.lastValue, "(1, \"b\")")
    }

    func testABindingIntoARelayLeadsOnToTheRelay() throws {
        let typed = PublishRelay<String>()
        let model = BehaviorRelay(value: "")
        let binding = typed.named("typed").bind(to: model)
        let shown = model.named("model").subscribe(onNext: { _ in })
        typed.accept("Ana")

        var graph = self.graph
        let bind = try XCTUnwrap(only("bind", in: graph))
        XCTAssertEqual(graph.upstream(of: bind.id).compactMap(\.name), ["typed"], graph.text)
        XCTAssertEqual(graph.downstream(of: bind.id).compactMap(\.name), ["model"], "the value goes on into the relay")
        XCTAssertEqual(bind.valueCount, 1)
        binding.dispose()
        graph = self.graph
        XCTAssertEqual(graph.nodes.compactMap(\.name), ["model"], "the binding and its edge into the relay are gone\n\(graph.text)")
        shown.dispose()
    }

    func testAColdSourceSubscribedTwiceShowsBothSubscriptionsOnOneEdge() throws {
        let source = PublishRelay<Int>()
        let mapped = source.map { $0 }
        let first = mapped.subscribe(onNext: { _ in })
        let second = mapped.subscribe(onNext: { _ in })
        source.accept(1)

        let graph = self.graph
        let map = try XCTUnwrap(only("map", in: graph))
        let relay = try XCTUnwrap(only("PublishRelay", in: graph))
        XCTAssertEqual(graph.edges.first { $0.to == map.id }?.subscriptions, 2, graph.text)
        XCTAssertEqual(relay.valueCount, 1)
        XCTAssertEqual(map.valueCount, 2, "each subscription of map sends the value")
        first.dispose()
        second.dispose()
    }

    func testDisposalAndABagsDeallocationRemoveTheNodes() {
        let relay = PublishRelay<Int>()
        var bag: DisposeBag? = DisposeBag()
        relay.map { $0 }.subscribe(onNext: { _ in }).disposed(by: bag!)
        let kept = relay.filter { $0 > 0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(graph.nodes.map(\.kind), ["PublishRelay", "map", "subscribe", "filter", "subscribe"])

        bag = nil
        XCTAssertEqual(graph.nodes.map(\.kind), ["PublishRelay", "filter", "subscribe"])
        kept.dispose()
        XCTAssertEqual(graph.nodes, [])
    }

    func testUndisposedListsLiveSubscriptionsNoBagHolds() throws {
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        relay.subscribe(onNext: { _ in }).disposed(by: bag)
        let leakLine: UInt = #line + 1
        let leaked = relay.map { $0 }.subscribe(onNext: { _ in })

        let undisposed = graph.undisposed
        XCTAssertEqual(undisposed.map(\.callSite), ["InspectorTests.swift:\(leakLine)"])
        leaked.dispose()
        XCTAssertEqual(graph.undisposed, [])
    }

    func testOperatorsAreLabelledWithTheirRxSwiftNames() {
        let source = PublishRelay<Int>().asObservable()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let labelled: [(String, Observable<Int>)] = [
            ("map", source.map { $0 }), ("filter", source.filter { _ in true }), ("compactMap", source.compactMap { $0 }),
            ("scan", source.scan(0, accumulator: +)), ("distinctUntilChanged", source.distinctUntilChanged()),
            ("flatMap", source.flatMap { Observable.just($0) }), ("flatMapLatest", source.flatMapLatest { Observable.just($0) }),
            ("concatMap", source.concatMap { Observable.just($0) }), ("merge", Observable.merge(source, source)),
            ("concat", Observable.concat(source, source)), ("combineLatest", Observable.combineLatest(source, source) { $0 + $1 }),
            ("zip", Observable.zip(source, source) { $0 + $1 }), ("withLatestFrom", source.withLatestFrom(source)),
            ("startWith", source.startWith(1)), ("take", source.take(2)), ("skip", source.skip(1)),
            ("take(until:)", source.take(until: source)), ("share", source.share()), ("do", source.do(onNext: { _ in })),
            ("observe(on:)", source.observe(on: scheduler)), ("subscribe(on:)", source.subscribe(on: scheduler)),
            ("catch", source.catch { _ in .just(1) }), ("retry", source.retry(2)), ("debounce", source.debounce(.seconds(1), scheduler: scheduler)),
            ("throttle", source.throttle(.seconds(1), scheduler: scheduler)), ("interval", Observable<Int>.interval(.seconds(1), scheduler: scheduler)),
            ("timer", Observable<Int>.timer(.seconds(1), scheduler: scheduler)), ("just", Observable.just(1)), ("of", Observable.of(1, 2)),
            ("from", Observable.from([1])), ("empty", Observable.empty()), ("create", Observable.create { _ in Disposables.create() }),
            ("deferred", Observable.deferred { source }), ("range", Observable.range(start: 1, count: 2)),
            ("element(at:)", source.element(at: 1)), ("delaySubscription", source.delaySubscription(.seconds(1), scheduler: scheduler)),
        ]
        let labels = labelled.map { $0.1.inspectorNode?.kind ?? "none" }
        XCTAssertEqual(labels, labelled.map(\.0))
    }

    func testDebugPrintsTheName() {
        var lines: [String] = []
        let subscription = Observable.just(1).named("one").debug(output: { lines.append($0) }).subscribe()
        subscription.dispose()
        XCTAssertTrue(lines.allSatisfy { $0.contains(": one -> ") }, "\(lines)")
        XCTAssertFalse(lines.isEmpty)
    }

    func testDotIsAGraphvizDigraph() throws {
        let relay = PublishRelay<String>()
        let line = #line + 1
        let subscription = relay.named("say \"hi\"").subscribe(onNext: { _ in })
        defer { subscription.dispose() }
        relay.accept("a\\b")
        let graph = self.graph
        let ids = graph.nodes.map(\.id)
        XCTAssertEqual(graph.dot, """
            digraph bindings {
              rankdir=LR;
              node [shape=box, fontname="Helvetica"];
              n\(ids[0]) [label="\\"say \\"hi\\"\\" PublishRelay #\(ids[0])\\nInspectorTests.swift:\(line)\\n1 value, last a\\\\b"];
              n\(ids[1]) [label="subscribe #\(ids[1])\\nInspectorTests.swift:\(line)\\n1 value, last a\\\\b", style=rounded];
              n\(ids[0]) -> n\(ids[1]);
            }
            """)
    }
}
