import Foundation
import Signals
import XCTest

/// RxSwift 6.5's `AsyncSequence.asObservable()`, as RxSwift code calls it.
final class AsyncSequenceAsObservableTests: LeakCheckingTestCase {
    func testSendsTheElementsThenCompletes() {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let recorder = Recorder<Int>()
        let done = expectation(description: "completed")
        let subscription = stream.asObservable().subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "next(3)", "completed"])
        subscription.dispose()
    }

    func testAThrownErrorEndsTheObservable() {
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        let recorder = Recorder<Int>()
        let done = expectation(description: "failed")
        let subscription = stream.asObservable(priority: .userInitiated).subscribe { event in
            recorder.record(event)
            if event.isStopEvent { done.fulfill() }
        }
        continuation.yield(7)
        continuation.finish(throwing: TestError(9))
        wait(for: [done], timeout: 10)
        XCTAssertEqual(recorder.rendered, ["next(7)", "error(TestError(9))"])
        subscription.dispose()
    }

    func testDisposingCancelsTheIteration() {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let cancelled = expectation(description: "iteration cancelled")
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.fulfill() }
        }
        let first = expectation(description: "first value")
        let recorder = Recorder<Int>()
        let subscription = stream.asObservable().subscribe { event in
            recorder.record(event)
            if event.element == 1 { first.fulfill() }
        }
        continuation.yield(1)
        wait(for: [first], timeout: 10)
        subscription.dispose()
        wait(for: [cancelled], timeout: 10)
        continuation.yield(2)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
    }
}
