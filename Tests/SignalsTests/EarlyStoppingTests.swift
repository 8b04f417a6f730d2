import Foundation
import Signals
import XCTest

/// Early stopping: a source that produces values synchronously inside `subscribe` (`from(1...)`)
/// stops as soon as the subscriber at the end of the chain has ended, through every operator —
/// `share`, `observe(on:)`, the time operators — even though no disposable exists yet to stop it.
///
/// Each chain is subscribed on its own thread; not ending within a generous limit is the failure
/// (the limit is never a measurement), so a regression fails instead of hanging the test run.
final class EarlyStoppingTests: LeakCheckingTestCase {
    func testShareStopsAnEndlessSynchronousSourceOnceTakeEnded() {
        let events = ending { Observable.from(1...).share().take(3) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testShareReplayForeverStopsAnEndlessSynchronousSourceOnceTakeEnded() {
        let events = ending { Observable.from(1...).share(replay: 1, scope: .forever).take(2) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "completed"])
    }

    func testObserveOnStopsAnEndlessSynchronousSourceOnceTakeEnded() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "EarlyStoppingTests.observeOn")
        let events = ending { Observable.from(1...).observe(on: scheduler).take(3) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testShareThenObserveOnStopsAnEndlessSynchronousSourceOnceTakeEnded() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "EarlyStoppingTests.shareObserveOn")
        let events = ending { Observable.from(1...).share().observe(on: scheduler).take(3) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testDebounceStopsAnEndlessSynchronousSourceOnceItsSubscriberEnded() {
        // `debounce` lets a value of an endless burst through only when its timer wins a race with the
        // next value, so the subscriber ends by a timer of its own (`take(until:)`); from then on the
        // source must stop.
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "EarlyStoppingTests.debounce")
        let events = ending {
            Observable.from(1...).share().debounce(.milliseconds(1), scheduler: scheduler)
                .take(until: Observable<Int>.timer(.milliseconds(20), scheduler: scheduler))
        }
        XCTAssertEqual(events.last, "completed")
    }

    func testTakeForStopsAnEndlessSynchronousSourceOnceItsTimerEnded() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "EarlyStoppingTests.takeFor")
        let events = ending {
            Observable.from(1...).take(for: .milliseconds(20), scheduler: scheduler).filter { _ in false }
        }
        XCTAssertEqual(events, ["completed"])
    }

    func testSubscribeOnStopsAnEndlessSynchronousSourceOnceTakeEnded() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "EarlyStoppingTests.subscribeOn")
        let events = ending { Observable.from(1...).subscribe(on: scheduler).take(3) }
        XCTAssertEqual(events, ["next(1)", "next(2)", "next(3)", "completed"])
        // The source runs on the scheduler's queue: work queued behind it runs only if it stopped.
        let queueFreed = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            queueFreed.signal()
            return Disposables.create()
        }
        XCTAssertEqual(queueFreed.wait(timeout: .now() + 10), .success, "the source kept the scheduler busy")
    }

    func testRetryStopsResubscribingOnceTakeEnded() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(1))
            return Disposables.create()
        }
        let events = ending { failing.retry().take(3) }
        XCTAssertEqual(events, ["next(1)", "next(1)", "next(1)", "completed"])
    }
}
