import Signals
import SignalsTest
import SignalsViewModels
import SignalsTestSupport
import XCTest

/// The seed ViewModels as the binding inspector draws them: named streams, joined the way the code
/// joins them, with the counts of what flowed, and nothing left alive once the View's bag goes.
final class InspectorGraphTests: InspectorTestCase {
    private func named(_ name: String, in graph: BindingGraph, file: StaticString = #filePath, line: UInt = #line) throws -> BindingGraph.Node {
        let found = graph.nodes(named: name)
        XCTAssertEqual(found.count, 1, "one stream named \(name) in\n\(graph.text)", file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }

    func testTheTouchCounterIsItsInputsMergedIntoItsOwnSubscriptionAndItsNamedOutputs() throws {
        let viewModel = TouchCounterViewModel(limit: 1)
        let bag = DisposeBag()
        let countLine = #line + 1
        viewModel.output.count.drive(onNext: { _ in }).disposed(by: bag)
        let textLine = #line + 1
        viewModel.output.countText.drive(onNext: { _ in }).disposed(by: bag)
        viewModel.output.alert.emit(onNext: { _ in }).disposed(by: bag)
        viewModel.input.tap.accept(())
        viewModel.input.tap.accept(())

        let graph = self.graph
        let tap = try named("tap", in: graph)
        let reset = try named("reset", in: graph)
        XCTAssertEqual(tap.kind, "PublishRelay")
        XCTAssertEqual(tap.valueCount, 2)
        XCTAssertEqual(reset.valueCount, 0)
        // tap -> map -> merge -> the ViewModel's own subscribe(with:), in a DisposeBag.
        let tapMap = try XCTUnwrap(graph.downstream(of: tap.id).first)
        XCTAssertEqual(tapMap.kind, "map")
        let merge = try XCTUnwrap(graph.downstream(of: tapMap.id).first)
        XCTAssertEqual(merge.kind, "merge")
        XCTAssertEqual(graph.upstream(of: merge.id).count, 2, graph.text)
        let own = try XCTUnwrap(graph.downstream(of: merge.id).first)
        XCTAssertEqual(own.kind, "subscribe")
        XCTAssertTrue(try XCTUnwrap(own.callSite).hasPrefix("TouchCounterViewModel.swift:"))
        XCTAssertTrue(own.isInDisposeBag)
        XCTAssertEqual(own.valueCount, 2)

        // count: the BehaviorRelay made a Driver (observe(on:) the main thread, share, asDriver),
        // named; the View's drive got the replayed 0, then 1; countText is count mapped, shared again.
        let count = try named("count", in: graph)
        XCTAssertEqual(count.kind, "asDriver")
        XCTAssertEqual(count.lastValue, "1")
        let share = try XCTUnwrap(graph.upstream(of: count.id).first)
        XCTAssertEqual(share.kind, "share")
        let hop = try XCTUnwrap(graph.upstream(of: share.id).first)
        XCTAssertEqual(hop.kind, "observe(on:)")
        XCTAssertEqual(graph.upstream(of: hop.id).map(\.kind), ["BehaviorRelay"])
        let countViews = graph.downstream(of: count.id)
        XCTAssertEqual(countViews.map(\.kind).sorted(), ["drive", "map"], graph.text)
        let drive = try XCTUnwrap(countViews.first { $0.kind == "drive" })
        let map = try XCTUnwrap(countViews.first { $0.kind == "map" })
        XCTAssertEqual(drive.callSite, "InspectorGraphTests.swift:\(countLine)")
        XCTAssertEqual(drive.valueCount, 2)
        let countText = try named("countText", in: graph)
        XCTAssertEqual(countText.kind, "share")
        XCTAssertEqual(graph.upstream(of: countText.id).map(\.id), [map.id])
        XCTAssertEqual(graph.downstream(of: countText.id).map(\.callSite), ["InspectorGraphTests.swift:\(textLine)"])
        XCTAssertEqual(countText.lastValue, "1")
        XCTAssertEqual(countText.recentEvents.map(\.value), ["0", "1"])

        let alert = try named("alert", in: graph)
        XCTAssertEqual(alert.valueCount, 1)
        XCTAssertEqual(alert.lastValue, "You can't tap more than 1 time")
        XCTAssertEqual(graph.undisposed, [])
    }

    func testTheGreetingJoinsItsNamedInputsThroughCombineLatest() throws {
        let viewModel = GreetingViewModel()
        let bag = DisposeBag()
        viewModel.output.greeting.drive(onNext: { _ in }).disposed(by: bag)
        viewModel.input.firstName.accept("Ana")
        viewModel.input.showGreeting.accept(())

        let graph = self.graph
        let greeting = try named("greeting", in: graph)
        XCTAssertEqual(greeting.lastValue, "Hello Ana")
        let person = try named("person", in: graph)
        XCTAssertEqual(person.lastValue.map { $0.contains("Ana") }, true)
        // first name and last name flow into one combineLatest whose result is "person".
        let first = try named("first name", in: graph)
        let combine = try XCTUnwrap(graph.downstream(of: first.id).first)
        XCTAssertEqual(combine.kind, "combineLatest")
        XCTAssertEqual(graph.upstream(of: combine.id).compactMap(\.name), ["first name", "last name"])
        // The View's input relay is bound into the ViewModel's.
        let typed = try named("firstName", in: graph)
        XCTAssertEqual(graph.downstream(of: typed.id).map(\.kind), ["bind"])
        XCTAssertEqual(typed.valueCount, 1)
    }

    func testThePhoneBooksDriversAreDrivenAndItsSignalsEmitted() throws {
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository())
        let bag = DisposeBag()
        let driveLine = #line + 1
        viewModel.output.rows.drive(onNext: { _ in }).disposed(by: bag)
        let emitLine = #line + 1
        viewModel.output.error.emit(onNext: { _ in }).disposed(by: bag)
        viewModel.input.add.accept(ContactDraft(name: "", number: ""))

        let graph = self.graph
        let rows = try named("rows", in: graph)
        XCTAssertEqual(graph.downstream(of: rows.id).map(\.kind), ["drive"], graph.text)
        XCTAssertEqual(graph.downstream(of: rows.id).map(\.callSite), ["InspectorGraphTests.swift:\(driveLine)"])
        let error = try named("error", in: graph)
        XCTAssertEqual(graph.downstream(of: error.id).map(\.callSite), ["InspectorGraphTests.swift:\(emitLine)"])
        XCTAssertEqual(graph.downstream(of: error.id).map(\.kind), ["emit"])
        XCTAssertEqual(error.valueCount, 1, "the refused add")
    }

    func testAViewThatGoesAwayLeavesNoLiveBinding() {
        XCTAssertNoLiveBindings {
            let viewModel = TouchCounterViewModel()
            let bag = DisposeBag()
            viewModel.output.countText.drive(onNext: { _ in }).disposed(by: bag)
            viewModel.input.tap.accept(())
        }
    }
}
