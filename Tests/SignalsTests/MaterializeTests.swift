import Signals
import XCTest

final class MaterializeTests: LeakCheckingTestCase {
    func testTurnsEventsIntoValuesThenCompletes() {
        let completed = Observable.of(1, 2).materialize().map(\.description)
        XCTAssertEqual(collect(completed), ["next(next(1))", "next(next(2))", "next(completed)", "completed"])

        let failed = Observable<Int>.error(TestError(1)).startWith(0).materialize().map(\.description)
        XCTAssertEqual(collect(failed), ["next(next(0))", "next(error(TestError(1)))", "completed"])
    }

    func testDematerializeRestoresTheOriginalSequence() {
        let source = Observable<Int>.error(TestError(2)).startWith(1).materialize().dematerialize()
        XCTAssertEqual(collect(source), ["next(1)", "error(TestError(2))"])
        XCTAssertEqual(collect(Observable.of(3).materialize().dematerialize()), ["next(3)", "completed"])
    }

    func testDematerializeStopsAtTheFirstTerminalValue() {
        let events: [Event<Int>] = [.next(1), .completed, .next(2)]
        XCTAssertEqual(collect(Observable.from(events).dematerialize()), ["next(1)", "completed"])
    }
}
