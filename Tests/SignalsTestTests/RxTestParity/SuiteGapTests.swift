import Signals
import SignalsTest
import XCTest

/// APIs that RxSwift's own test suite uses and Signals lacked (issue 24, measured by running that
/// suite with only its imports changed), each written here as an RxSwift user writes it.
final class SuiteGapTests: LeakCheckingTestCase {
    func testRxErrorHasRxSwiftsUnknownAndOverflowCases() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<String>.error(RxError.unknown) }
        XCTAssertEqual(res.events, [.error(200, RxError.unknown)])
        XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")
        XCTAssertEqual(RxError.timeout.debugDescription, "Sequence timeout.")
    }

    func testEveryRelayConvertsToAnInfallibleWithoutAFallback() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 1)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(7)
        var received: [String] = []
        let bag = DisposeBag()
        publish.asInfallible().map { "p\($0)" }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        behavior.asInfallible().map { "b\($0)" }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        replay.asInfallible().map { "r\($0)" }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        publish.accept(2)
        behavior.accept(3)
        XCTAssertEqual(received, ["b1", "r7", "p2", "b3"])
    }

    func testAsSharedSequenceNamesItsStrategyAndHandlesTheError() {
        onTraitScheduler { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(code: 1))])
            let justReturn = scheduler.createObserver(Int.self)
            let driveWith = scheduler.createObserver(Int.self)
            let recover = scheduler.createObserver(Int.self)
            let first: Driver<Int> = source.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            let second: Signal<Int> = source.asSharedSequence(onErrorDriveWith: Signal.just(-2))
            let third = source.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { _ in Driver.just(-3) })
            subscribe(first, justReturn, at: 200, on: scheduler)
            subscribe(second, driveWith, at: 200, on: scheduler)
            subscribe(third, recover, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
            XCTAssertEqual(driveWith.events.first, .next(211, 1))
            XCTAssertEqual(driveWith.events.dropFirst().map(\.value.element), [-2, nil])
            XCTAssertEqual(recover.events.first, .next(211, 1))
            XCTAssertEqual(recover.events.dropFirst().map(\.value.element), [-3, nil])
        }
    }

    func testMergeWithALimitOfATraitOfTraitsTakesTheInnerStrategy() {
        onTraitScheduler { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let merged: Signal<Int> = source.asDriver(onErrorJustReturn: -1)
                .map { Signal.just($0 * 10) }
                .merge(maxConcurrent: 1)
            let observer = scheduler.createObserver(Int.self)
            subscribe(merged, observer, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(observer.events.compactMap(\.value.element), [10, 20])
            XCTAssertTrue(observer.events.last?.value.isCompleted ?? false)
        }
    }

    func testDriverConcatTakesAnySequenceOfDrivers() {
        onTraitScheduler { scheduler in
            let first = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let second = scheduler.createHotObservable([.next(215, 9), .next(230, 2), .completed(240)])
            let drivers = AnySequence([first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -2)])
            let observer = scheduler.createObserver(Int.self)
            subscribe(Driver.concat(drivers), observer, at: 200, on: scheduler)
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 2), .completed(241)])
        }
    }

    func testSingleJustOnASchedulerCompletesInAnActionAfterTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1, scheduler: scheduler) }.events, [.next(201, 1), .completed(202)])
    }

    func testEnsureRunningOnMainThreadReturnsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureRunningOnMainThread(errorMessage: "bindings belong on the main thread")
    }
}
