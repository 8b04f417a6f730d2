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

    /// Subscribes to `makeChain()` on a new thread and returns the events it delivered once both the
    /// terminal event arrived and `subscribe` returned, failing (and returning what arrived so far)
    /// if either takes longer than 10 s. The subscription is disposed only after its terminal event
    /// (or the limit): disposing earlier would cancel a chain that subscribes asynchronously
    /// (`subscribe(on:)`) before its source ever ran.
    private func ending<Element>(
        _ makeChain: @escaping @Sendable () -> Observable<Element>, file: StaticString = #filePath, line: UInt = #line
    ) -> [String] {
        let recorded = LockedEvents()
        let terminated = DispatchSemaphore(value: 0)
        let returned = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let thread = Thread {
            let subscription = makeChain().subscribe { event in
                recorded.append(event)
                if event.isStopEvent { terminated.signal() }
            }
            returned.signal()
            _ = terminated.wait(timeout: .now() + 10)
            subscription.dispose()
            disposed.signal()
        }
        thread.start()
        let subscribeReturned = returned.wait(timeout: .now() + 10) == .success
        _ = disposed.wait(timeout: .now() + 20)
        let ended = subscribeReturned && recorded.hasStopEvent
        XCTAssertTrue(ended, "the chain did not end (its endless source kept running)", file: file, line: line)
        return recorded.rendered
    }
}

/// Events recorded from any thread, rendered as `next(1)`, `completed`, `error(…)`.
private final class LockedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    private var stopped = false

    func append<Element>(_ event: Event<Element>) {
        let text: String
        switch event {
        case .next(let value): text = "next(\(value))"
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        lock.withLock {
            events.append(text)
            if event.isStopEvent { stopped = true }
        }
    }

    /// Whether a terminal event was recorded.
    var hasStopEvent: Bool { lock.withLock { stopped } }

    var rendered: [String] { lock.withLock { events } }
}
