import Dispatch
import Foundation
import Signals
import XCTest

/// Carries a task's body in and its result back to the synchronous test.
private final class TaskResultBox<T>: @unchecked Sendable {
    private var body: (@Sendable () async throws -> T)?
    var result: Result<T, Error>?

    init(_ body: @escaping @Sendable () async throws -> T) { self.body = body }

    /// Runs the body once and drops it.
    func run() async {
        guard let body else { return }
        self.body = nil
        do { result = .success(try await body()) } catch { result = .failure(error) }
    }
}

final class AsyncTests: LeakCheckingTestCase {
    /// Runs `body` in a task and waits (spinning the run loop) for its result. `body` is released
    /// before the wait ends, so whatever it captured is gone when the leak check runs.
    private func runTask<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = TaskResultBox<T>(body)
        let done = expectation(description: "task finished")
        Task {
            await box.run()
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        return try box.result!.get()
    }

    func testValuesYieldsEveryValueThenFinishes() throws {
        let source = Observable.from([1, 2, 3])
        let collected = try runTask {
            var values: [Int] = []
            for try await value in source.values { values.append(value) }
            return values
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testValuesThrowsTheSequenceError() throws {
        let subject = ReplaySubject<Int>.create(bufferSize: 10)
        subject.onNext(1)
        subject.onError(TestError(3))
        let outcome = try runTask { () -> [String] in
            var seen: [String] = []
            do {
                for try await value in subject.values { seen.append("\(value)") }
            } catch {
                seen.append("\(error)")
            }
            return seen
        }
        XCTAssertEqual(outcome, ["1", "TestError(3)"])
    }

    func testCancellingTheConsumingTaskDisposesTheSubscription() {
        let relay = PublishRelay<Int>()
        let stream = relay.values  // subscribes now
        XCTAssertTrue(relay.hasObservers)
        let gotFirst = expectation(description: "first value")
        let finished = expectation(description: "loop ended")
        let task = Task {
            var values: [Int] = []
            for await value in stream {
                values.append(value)
                gotFirst.fulfill()
            }
            finished.fulfill()
            return values
        }
        relay.accept(1)
        wait(for: [gotFirst], timeout: 10)
        task.cancel()
        wait(for: [finished], timeout: 10)
        XCTAssertFalse(relay.hasObservers, "cancelling the task disposed the subscription")
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() throws {
        let relay = BehaviorRelay(value: 5)
        let first = try runTask { () -> Int? in
            for await value in relay.values { return value }
            return nil
        }
        XCTAssertEqual(first, 5)
        XCTAssertFalse(relay.hasObservers)
    }

    func testFirstValueReturnsTheFirstValueAndUnsubscribes() throws {
        let relay = BehaviorRelay(value: "hello")
        let value = try runTask { try await relay.firstValue() }
        XCTAssertEqual(value, "hello")
        XCTAssertFalse(relay.hasObservers)
    }

    func testFirstValueOfAnEmptySequenceThrowsNoElements() {
        XCTAssertThrowsError(try runTask { try await Observable<Int>.empty().firstValue() }) { error in
            XCTAssertEqual(error as? RxError, .noElements)
        }
    }

    func testFirstValueThrowsCancellationErrorWhenTheTaskIsCancelled() {
        let relay = PublishRelay<Int>()
        final class Box: @unchecked Sendable { var error: Error? }
        let box = Box()
        let done = expectation(description: "cancelled")
        let task = Task { [weak relay] in
            do { _ = try await relay?.firstValue() } catch { box.error = error }
            done.fulfill()
        }
        task.cancel()
        wait(for: [done], timeout: 10)
        XCTAssertTrue(box.error is CancellationError)
        XCTAssertFalse(relay.hasObservers)
    }

    func testObservableFromAsyncSequenceSendsItsElementsThenCompletes() {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let recorder = Recorder<Int>()
        let done = expectation(description: "completed")
        let subscription = Observable.from(stream).subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    func testDisposingAnAsyncCreatedObservableCancelsItsTask() {
        let before = Resources.total
        let started = expectation(description: "task started")
        let cancelled = expectation(description: "task saw cancellation")
        let recorder = Recorder<Int>()
        do {
            let source = Observable<Int>.createAsync { observer in
                observer.onNext(1)
                started.fulfill()
                while !Task.isCancelled { await Task.yield() }
                cancelled.fulfill()
                observer.onNext(2)
            }
            let subscription = source.subscribe { recorder.record($0) }
            wait(for: [started], timeout: 10)
            subscription.dispose()
            wait(for: [cancelled], timeout: 10)
        }
        // The cancelled task still sends `2` and then returns, releasing its observer, on its own thread.
        let released = expectation(for: NSPredicate { _, _ in Resources.total == before }, evaluatedWith: nil)
        wait(for: [released], timeout: 10)
        XCTAssertEqual(recorder.rendered, ["next(1)"], "nothing is delivered after disposal")
    }

    func testFromAsyncSendsTheResultOrTheError() {
        let recorder = Recorder<Int>()
        let failures = Recorder<Int>()
        let done = expectation(description: "both ended")
        done.expectedFulfillmentCount = 2
        let bag = DisposeBag()
        Observable.fromAsync { 42 }.subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }.disposed(by: bag)
        Observable<Int>.fromAsync { throw TestError(9) }.subscribe { event in
            failures.record(event)
            if event.isStopEvent { done.fulfill() }
        }.disposed(by: bag)
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.rendered, ["next(42)", "completed"])
        XCTAssertEqual(failures.rendered, ["error(TestError(9))"])
    }
}
