import Signals
import SignalsTest
import XCTest

/// `observe(on:)` and the traits' scheduling as RxSwift 6.10 and RxCocoa record them (RxSwift's
/// `SingleTest.test_observeOn`, `MaybeTest.test_observeOn`; RxCocoa's trait files built beside RxTest).
final class ObserveOnParityTests: XCTestCase {
    func testOneScheduledActionPerEventAsRxSwiftsSingleAndMaybeTests() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1).observe(on: scheduler).asObservable() }.events, [.next(201, 1), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1).observe(on: maybe).asObservable() }.events, [.next(201, 1), .completed(202)])
        let values = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            values.start { Observable.of(1, 2, 3).observe(on: values) }.events,
            [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)]
        )
    }

    func testADriverReplacesAnErrorWithAValueAndItsCompletionTogetherAfterTheHop() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, RxError.unknown)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .next(231, -1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testALateDriverSubscriberGetsTheReplayAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 8)
            let driver = relay.asDriver()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(400) { driver.drive(late).disposed(by: bag) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(201, 8)])
            XCTAssertEqual(late.events, [.next(400, 8)])
        }
    }

    func testSharingSchedulerMakeCallsTheFactoryEachTime() {
        XCTAssertFalse(SharingScheduler.make() as AnyObject === SharingScheduler.make() as AnyObject, "a new MainScheduler() per call, as RxCocoa's")
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) var made = 0
        SharingScheduler.mock(makeScheduler: { made += 1; return scheduler }) {
            _ = SharingScheduler.make()
            _ = SharingScheduler.make()
        }
        XCTAssertEqual(made, 2)
    }
}
