import Signals
import SignalsTest
import XCTest

/// Operators that send a value and their end in one go (RxSwift's differential tests found them): when
/// a `take(1)` below disposes the chain on the value, an operator in between gets nothing more, as in
/// RxSwift (whose every sink checks disposal before forwarding) and CONTRACT §4.
final class NothingAfterDisposeTests: XCTestCase {
    private struct Failure: Error {}

    /// What `do` between `make`'s operator and a `take(1)` sees: RxSwift logs the value and the disposal only.
    private func log<Element>(
        _ make: @escaping (TestScheduler) -> Observable<Element>, file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start {
            make(scheduler).do(
                onNext: { _ in log.append("\(scheduler.clock) next") },
                onError: { _ in log.append("\(scheduler.clock) error") },
                onCompleted: { log.append("\(scheduler.clock) completed") },
                onDispose: { log.append("\(scheduler.clock) dispose") }
            ).take(1)
        }
        return log
    }

    private func hot(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>]) -> Observable<Int> {
        scheduler.createHotObservable(events).asObservable()
    }

    func testTimer() {
        XCTAssertEqual(log { Observable<Int>.timer(.seconds(10), scheduler: $0) }, ["210 next", "210 dispose"])
    }

    func testDebounceFlushingOnCompletion() {
        XCTAssertEqual(log { self.hot($0, [.next(210, 1), .completed(215)]).debounce(.seconds(20), scheduler: $0) }, ["215 next", "215 dispose"])
    }

    func testReduceAndToArray() {
        XCTAssertEqual(log { self.hot($0, [.next(210, 1), .completed(220)]).reduce(0, accumulator: +) }, ["220 next", "220 dispose"])
        XCTAssertEqual(log { self.hot($0, [.next(210, 1), .completed(220)]).toArray() }, ["220 next", "220 dispose"])
    }

    func testInclusiveTakeWhileAndTakeUntil() {
        XCTAssertEqual(log { self.hot($0, [.next(210, 5)]).take(while: { $0 < 2 }, behavior: .inclusive) }, ["210 next", "210 dispose"])
        XCTAssertEqual(log { self.hot($0, [.next(210, 5)]).take(until: { $0 > 2 }, behavior: .inclusive) }, ["210 next", "210 dispose"])
    }

    func testFirstAsSingleAsMaybe() {
        XCTAssertEqual(log { self.hot($0, [.next(210, 1)]).first().asObservable() }, ["210 next", "210 dispose"])
        XCTAssertEqual(log { self.hot($0, [.next(210, 1), .completed(220)]).asSingle().asObservable() }, ["220 next", "220 dispose"])
        XCTAssertEqual(log { self.hot($0, [.next(210, 1), .completed(220)]).asMaybe().asObservable() }, ["220 next", "220 dispose"])
    }

    func testCatchAndReturnAndMaterialize() {
        XCTAssertEqual(log { self.hot($0, [.error(210, Failure())]).catchAndReturn(9) }, ["210 next", "210 dispose"])
        XCTAssertEqual(log { self.hot($0, [.completed(210)]).materialize() }, ["210 next", "210 dispose"])
    }

    func testSynchronousSourcesAndCreate() {
        XCTAssertEqual(log { _ in Observable.of(1, 2) }, ["200 next", "200 dispose"])
        XCTAssertEqual(log { _ in Observable.from([1]) }, ["200 next", "200 dispose"])
        XCTAssertEqual(log { _ in Observable.range(start: 0, count: 1) }, ["200 next", "200 dispose"])
        // Sent inside `subscribe`, before the `take(1)` below holds the subscription it could dispose:
        // RxSwift 6.10 logs the completion before the disposal here too.
        XCTAssertEqual(log { _ in Observable.just(1) }, ["200 next", "200 completed", "200 dispose"])
        XCTAssertEqual(log { _ in Single.just(1).asObservable() }, ["200 next", "200 completed", "200 dispose"])
        XCTAssertEqual(
            log { _ in Observable<Int>.create { observer in observer.onNext(1); observer.onCompleted(); return Disposables.create() } },
            ["200 next", "200 completed", "200 dispose"]
        )
    }

    func testElementAtZipSampleAndIfEmpty() {
        XCTAssertEqual(log { self.hot($0, [.next(210, 1)]).element(at: 0) }, ["210 next", "210 dispose"])
        XCTAssertEqual(
            log { Observable.zip(self.hot($0, [.next(210, 1), .completed(215)]), self.hot($0, [.next(220, 2)])) { $0 + $1 } },
            ["220 next", "220 dispose"]
        )
        XCTAssertEqual(
            log { self.hot($0, [.next(210, 1), .completed(230)]).sample(self.hot($0, [.next(220, 0)])) },
            ["220 next", "220 dispose"]
        )
        XCTAssertEqual(log { self.hot($0, [.completed(210)]).asMaybe().ifEmpty(default: 3).asObservable() }, ["210 next", "210 dispose"])
    }

    func testAForeverShareDoesNotEndWhenItsOnlySubscriberLeftOnTheValue() {
        // RxSwift: the timer's completion never reaches the shared subject, so the later subscriber
        // subscribes the timer again and gets its value.
        let scheduler = TestScheduler(initialClock: 0)
        let shared = Observable<Int>.timer(.seconds(10), scheduler: scheduler).share(replay: 0, scope: .forever)
        let res = scheduler.start {
            Observable.merge(
                shared.take(1),
                Observable<Int>.timer(.seconds(50), scheduler: scheduler).flatMap { _ in shared.map { $0 + 1000 } }
            )
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(260, 1000), .completed(260)])
    }
}
