import Signals
import SignalsTest
import XCTest

/// `delaySubscription`, `timer` and `using` on `Single`, `Maybe` and `Completable`, written as an
/// RxSwift app's RxTest tests would be, in virtual time.
final class PrimitiveSequenceTimeAndResourceTests: LeakCheckingTestCase {
    /// A resource that records the virtual times it was created and disposed at.
    private final class Resource: Disposable, @unchecked Sendable {
        private let scheduler: TestScheduler
        private(set) var ticks: [TestTime]

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
            ticks = [scheduler.clock]
        }

        func dispose() { ticks.append(scheduler.clock) }
    }

    func testDelaySubscriptionShiftsTheSubscriptionOfEachTrait() {
        let scheduler = TestScheduler(initialClock: 0)
        let value = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let single = scheduler.start { value.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(single.events, [.next(250, 5), .completed(250)])
        XCTAssertEqual(value.subscriptions, [Subscription(230, 250)])

        let maybeScheduler = TestScheduler(initialClock: 0)
        let empty = maybeScheduler.createColdObservable([Recorded<Event<Int>>.completed(5)])
        let maybe = maybeScheduler.start { empty.asMaybe().delaySubscription(.seconds(40), scheduler: maybeScheduler) }
        XCTAssertEqual(maybe.events, [.completed(245)])
        XCTAssertEqual(empty.subscriptions, [Subscription(240, 245)])

        let completableScheduler = TestScheduler(initialClock: 0)
        let work = completableScheduler.createColdObservable([Recorded<Event<Never>>.completed(15)])
        let completable = completableScheduler.start { work.asCompletable().delaySubscription(.seconds(20), scheduler: completableScheduler) }
        XCTAssertEqual(completable.events, [.completed(235)])
        XCTAssertEqual(work.subscriptions, [Subscription(220, 235)])
    }

    func testDelaySubscriptionDisposedBeforeTheDelaySubscribesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let value = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start(disposed: 220) { value.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(value.subscriptions, [])
    }

    func testTimerSucceedsWithZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single<Int>.timer(.seconds(15), scheduler: scheduler) }.events, [.next(215, 0), .completed(215)])
        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start { Maybe<UInt8>.timer(.seconds(7), scheduler: maybeScheduler) }
        XCTAssertEqual(maybe.events, [.next(207, 0), .completed(207)])
        let early = TestScheduler(initialClock: 0)
        XCTAssertEqual(early.start(disposed: 210) { Single<Int>.timer(.seconds(15), scheduler: early) }.events, [])
    }

    func testUsingTiesTheResourceToTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: Resource?
        var source: TestableObservable<Int>?
        let res = scheduler.start {
            Single<Int>.using({ () -> Resource in
                let made = Resource(scheduler)
                resource = made
                return made
            }, primitiveSequenceFactory: { (made: Resource) -> Single<Int> in
                XCTAssertTrue(made === resource)
                let cold = scheduler.createColdObservable([.next(40, 3), .completed(40)])
                source = cold
                return cold.asSingle()
            })
        }
        XCTAssertEqual(res.events, [.next(240, 3), .completed(240)])
        XCTAssertEqual(source?.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(resource?.ticks, [200, 240])
    }

    func testUsingDisposesTheResourceOnDisposalAndOnAFactoryError() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: Resource?
        let res = scheduler.start(disposed: 250) {
            Maybe<Int>.using({ () -> Resource in
                let made = Resource(scheduler)
                resource = made
                return made
            }, primitiveSequenceFactory: { _ in Maybe<Int>.never() })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(resource?.ticks, [200, 250])

        let failure = TestError(code: 7)
        let other = TestScheduler(initialClock: 0)
        var failedResource: Resource?
        let failing = other.start {
            Completable.using({ () -> Resource in
                let made = Resource(other)
                failedResource = made
                return made
            }, primitiveSequenceFactory: { (_: Resource) -> Completable in throw failure })
        }
        XCTAssertEqual(failing.events, [.error(200, failure)])
        XCTAssertEqual(failedResource?.ticks, [200, 200])
    }
}
