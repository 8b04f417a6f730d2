import Foundation
import Signals
import XCTest

/// The async/await bridges: `try await single.value` (and `Maybe`, `Completable`), and
/// `Single.create { try await … }`.
final class PrimitiveSequenceAsyncTests: LeakCheckingTestCase {
    private let failure = TestError(code: 1)

    func testSingleValueReturnsTheValueOrThrows() async throws {
        let value = try await Single.just(4).value
        XCTAssertEqual(value, 4)
        do {
            _ = try await Single<Int>.error(failure).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, failure)
        }
    }

    func testMaybeValueIsOptional() async throws {
        let some = try await Maybe.just("a").value
        let none = try await Maybe<String>.empty().value
        XCTAssertEqual(some, "a")
        XCTAssertNil(none)
    }

    func testCompletableValueReturnsOnCompletionAndThrowsItsError() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(failure).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, failure)
        }
    }

    func testCancellingTheWaitingTaskDisposesTheSubscription() async throws {
        let disposed = Locked(false)
        let subscribed = Locked(false)
        let single = Single<Int>.never().do(onSubscribed: { subscribed.value = true }, onDispose: { disposed.value = true })
        let task = Task { try await single.value }
        while !subscribed.value { await Task.yield() }
        task.cancel()
        // Bounded, so a broken bridge fails here instead of hanging on `task.value`.
        for _ in 0..<5_000 where !disposed.value { try await Task.sleep(nanoseconds: 1_000_000) }
        XCTAssertTrue(disposed.value)
        guard disposed.value else { return }
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testCreateFromAsyncWorkSucceedsOrFails() async throws {
        let doubled = Single<Int>.create { () async throws -> Int in
            try await Task.sleep(nanoseconds: 1_000_000)
            return 21 * 2
        }
        let value = try await doubled.value
        XCTAssertEqual(value, 42)
        let failing = Single<Int>.create(priority: .high) { () async throws -> Int in throw TestError(code: 7) }
        do {
            // The timeout bounds the wait, so a failure that is never reported fails the test instead of hanging it.
            _ = try await failing.timeout(.seconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, TestError(code: 7))
        }
    }

    func testDisposingACreatedSingleCancelsItsTask() async throws {
        let cancelled = Locked(false)
        let started = Locked(false)
        let single = Single<Int>.create(detached: true) { () async throws -> Int in
            started.value = true
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.value = true
                throw error
            }
            return 0
        }
        let subscription = single.subscribe(onSuccess: { _ in XCTFail("no value after disposal") })
        while !started.value { await Task.yield() }
        subscription.dispose()
        for _ in 0..<2_000 where !cancelled.value { try await Task.sleep(nanoseconds: 1_000_000) }
        XCTAssertTrue(cancelled.value)
    }

    func testMaybeAndCompletableFromAsyncWorkReportEveryOutcome() async throws {
        let found = try await Maybe<Int>.create { () async throws -> Int? in 7 }.value
        let missing = try await Maybe<Int>.create { () async throws -> Int? in nil }.value
        let fromBlock = try await Maybe<Int>.from { 8 }.value
        let fromNil = try await Maybe<Int>.from(nil).value
        let single = try await Single<Int>.from { 9 }.value
        XCTAssertEqual([found, missing, fromBlock, fromNil, single], [7, nil, 8, nil, 9])
        let ran = Locked(0)
        try await Completable.create { () async throws in ran.value += 1 }.value
        try await Completable.from { ran.value += 1 }.value
        XCTAssertEqual(ran.value, 2)
        let bound = ConcurrentDispatchQueueScheduler(qos: .default)
        for failing in [
            Maybe<Int>.create { () async throws -> Int? in throw TestError(code: 1) }.asObservable(),
            Completable.from { throw TestError(code: 1) }.andThen(Observable<Int>.empty()),
        ] {
            do {
                // The timeout bounds the wait: an error never reported fails the test instead of hanging it.
                _ = try await failing.timeout(.seconds(5), scheduler: bound).asMaybe().value
                XCTFail("expected an error")
            } catch {
                XCTAssertEqual(error as? TestError, TestError(code: 1))
            }
        }
    }
}
