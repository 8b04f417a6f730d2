import Signals
import SignalsTest
import XCTest

/// `range`, `repeatElement`, `just`/`of`/`from` on a scheduler, and `using`, in virtual time: each value
/// is one scheduled action (one tick on a `TestScheduler`), as in RxSwift.
final class CreationOperatorTests: LeakCheckingTestCase {
    // MARK: range

    func testRangeSendsOneValuePerTickThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    func testRangeOfZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testRangeStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable<Int>.range(start: -10, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -10), .next(202, -9)])
    }

    func testRangeRejectsANegativeCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 0, count: -1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testRangeRejectsACountThatOverflows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 120, count: 9, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    }

    func testRangeUpToTheLargestValueDoesNotOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int8>.range(start: 126, count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 126), .next(202, 127), .completed(203)])
    }

    func testRangeOnTheCurrentThreadStopsWhenTheSubscriberEnds() {
        var received: [Int] = []
        _ = Observable<Int>.range(start: 1, count: Int.max).take(3).subscribe(AnyObserver { event in
            if case .next(let value) = event { received.append(value) }
        })
        XCTAssertEqual(received, [1, 2, 3])
    }

    // MARK: repeatElement

    func testRepeatElementSendsEveryTickUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42)])
    }

    func testRepeatElementStopsWhenTheSubscriberEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement("a", scheduler: scheduler).take(2) }
        XCTAssertEqual(res.events, [.next(201, "a"), .next(202, "a"), .completed(202)])
    }

    // MARK: just / of / from on a scheduler

    func testJustOnASchedulerSendsThenCompletesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func testJustOnASchedulerSendsNothingWhenDisposedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testOfOnASchedulerSendsOneValuePerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromOnASchedulerIteratesAfreshForEachSubscriptionAndStopsEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.from(1..., scheduler: scheduler)
        let res = scheduler.start { source.take(2) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(202)])
        let secondScheduler = TestScheduler(initialClock: 0)
        let again = secondScheduler.start { Observable.from([7, 8], scheduler: secondScheduler) }
        XCTAssertEqual(again.events, [.next(201, 7), .next(202, 8), .completed(203)])
    }

    // MARK: using

    func testUsingDisposesTheResourceAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = RecordingResource(scheduler)
        var xs: TestableObservable<Int>!
        let res = scheduler.start {
            Observable.using({ resource.created(); return resource }, observableFactory: { _ in
                xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
                return xs.asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource.log, ["created 200", "disposed 400"])
    }

    func testUsingDisposesTheResourceWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = RecordingResource(scheduler)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 300) {
            Observable.using({ resource.created(); return resource }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(resource.log, ["created 200", "disposed 300"])
    }

    func testUsingFailsWhenAFactoryThrowsAndStillDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = RecordingResource(scheduler)
        let failingSource = scheduler.start {
            Observable<Int>.using({ resource.created(); return resource }, observableFactory: { _ in throw TestError(code: 1) })
        }
        XCTAssertEqual(failingSource.events, [.error(200, TestError(code: 1))])
        XCTAssertEqual(resource.log, ["created 200", "disposed 200"])
    }

    func testUsingFailsWhenTheResourceFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.using({ () throws -> RecordingResource in throw TestError(code: 2) }, observableFactory: { _ in .just(1) })
        }
        XCTAssertEqual(res.events, [.error(200, TestError(code: 2))])
    }

    // MARK: RxSwift's concrete overloads

    func testMergeOfAnEmptyArrayAndDeferredNeverTypeCheck() {
        let scheduler = TestScheduler(initialClock: 0)
        let merged = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(merged.events, [.completed(200)])
        let deferred = TestScheduler(initialClock: 0).start { Observable<Int>.deferred { .never() } }
        XCTAssertEqual(deferred.events, [])
    }
}

/// A resource for `using` that logs when it is created and disposed, in virtual time.
private final class RecordingResource: Disposable, @unchecked Sendable {
    private let scheduler: TestScheduler
    private(set) var log: [String] = []

    init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

    func created() { log.append("created \(scheduler.clock)") }

    func dispose() { log.append("disposed \(scheduler.clock)") }
}
