import Foundation
import Signals
import SignalsBlocking
import XCTest

/// SignalsBlocking, written as an RxBlocking test would use it: `toBlocking()` and its readers.
final class BlockingTests: LeakCheckingTestCase {
    func testBlockingInsideAHandlerOnTheTrampolineDoesNotWaitForItsOwnThread() {
        // The outer `of` delivers from the current-thread trampoline; the inner `of` must not queue its
        // values behind the handler that waits for them.
        var inner: [Int] = []
        let started = Date()
        _ = Observable.of(1).subscribe(onNext: { _ in inner = (try? Observable.of(2, 3).toBlocking(timeout: 2).toArray()) ?? [] })
        XCTAssertEqual(inner, [2, 3])
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testToArrayFirstLastOfAFiniteSequence() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testFirstStopsAtTheFirstValueAndDisposes() throws {
        var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed = true }
        }
        XCTAssertEqual(try source.toBlocking(timeout: 1).first(), 1)
        XCTAssertTrue(disposed)
    }

    func testSingleNeedsExactlyOneValue() throws {
        XCTAssertEqual(try Observable.just(7).toBlocking().single(), 7)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            XCTAssertEqual($0 as? RxError, .noElements)
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
    }

    func testErrorsAreThrownAndMaterialized() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(code: 3))
            return Disposables.create()
        }
        XCTAssertThrowsError(try failing.toBlocking().toArray()) { XCTAssertEqual($0 as? TestError, TestError(code: 3)) }
        XCTAssertEqual(try failing.toBlocking().first(), 1, "first() returns before the error")
        XCTAssertThrowsError(try failing.toBlocking().last()) { XCTAssertEqual($0 as? TestError, TestError(code: 3)) }
        assertFailed(failing.toBlocking().materialize(), [1], TestError(code: 3))
        assertCompleted(Observable.of(4, 5).toBlocking().materialize(), [4, 5])
    }

    func testANeverEndingSequenceTimesOutWithTheValuesSoFar() {
        let start = Date()
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
        let stalled = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        assertFailed(stalled.toBlocking(timeout: 0.05).materialize(), [1], RxError.timeout)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testTheDefaultTimeoutIsTenSeconds() {
        XCTAssertEqual(Observable<Int>.never().toBlocking().timeout, 10)
        XCTAssertNil(Observable<Int>.never().toBlocking(timeout: nil).timeout)
    }

    func testANaNOrNegativeTimeoutIsRefusedWithArgumentOutOfRangeWithoutSubscribing() {
        let subscriptions = Locked(0)
        let source = Observable<Int>.deferred {
            subscriptions.mutate { $0 += 1 }
            return .of(1, 2)
        }
        for timeout: TimeInterval in [.nan, -1, -.infinity] {
            let blocking = source.toBlocking(timeout: timeout)
            XCTAssertThrowsError(try blocking.toArray()) { XCTAssertEqual($0 as? RxError, .argumentOutOfRange, "\(timeout)") }
            XCTAssertThrowsError(try blocking.first()) { XCTAssertEqual($0 as? RxError, .argumentOutOfRange, "\(timeout)") }
            XCTAssertThrowsError(try blocking.single()) { XCTAssertEqual($0 as? RxError, .argumentOutOfRange, "\(timeout)") }
            assertFailed(blocking.materialize(), [], RxError.argumentOutOfRange)
        }
        XCTAssertEqual(subscriptions.value, 0, "a refused wait does not subscribe")
        let later = Observable.of(1).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertThrowsError(try later.toBlocking(timeout: .nan).first()) { XCTAssertEqual($0 as? RxError, .argumentOutOfRange) }
    }

    func testAZeroOrInfiniteTimeoutIsAccepted() throws {
        XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 0).toArray(), [1, 2], "a synchronous sequence needs no wait")
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0).first()) { XCTAssertEqual($0 as? RxError, .timeout) }
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        let source = Observable.of(1, 2).observe(on: background)
        XCTAssertEqual(try source.toBlocking(timeout: TimeInterval.infinity).toArray(), [1, 2], "on the main thread")
        let offMain = Locked<[Int]?>(nil)
        waitForThread { offMain.value = try? source.toBlocking(timeout: TimeInterval.infinity).toArray() }
        XCTAssertEqual(offMain.value, [1, 2], "off the main thread")
        let forever = Locked<[Int]?>(nil)
        waitForThread { forever.value = try? source.toBlocking(timeout: nil).toArray() }
        XCTAssertEqual(forever.value, [1, 2], "timeout: nil off the main thread")
    }

    func testOnTheMainThreadValuesSentThroughTheMainQueueArrive() throws {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs test methods on the main thread")
        let source = Observable.of(1, 2, 3).observe(on: MainScheduler.asyncInstance)
        XCTAssertEqual(try source.toBlocking(timeout: 2).toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.just(9).observe(on: MainScheduler.instance).toBlocking(timeout: 2).single(), 9)
    }

    func testValuesFromAnotherThreadArriveOffTheMainThread() throws {
        let done = expectation(description: "background wait")
        let background = ConcurrentDispatchQueueScheduler(qos: .default)
        DispatchQueue.global().async {
            let values = try? Observable.of(1, 2).observe(on: background).toBlocking(timeout: 2).toArray()
            XCTAssertEqual(values, [1, 2])
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    private func assertCompleted(_ result: MaterializedSequenceResult<Int>, _ elements: [Int], line: UInt = #line) {
        guard case .completed(let seen) = result else { return XCTFail("expected completed, got \(result)", line: line) }
        XCTAssertEqual(seen, elements, line: line)
    }

    private func assertFailed<E: Error & Equatable>(_ result: MaterializedSequenceResult<Int>, _ elements: [Int], _ error: E, line: UInt = #line) {
        guard case .failed(let seen, let seenError) = result else { return XCTFail("expected failed, got \(result)", line: line) }
        XCTAssertEqual(seen, elements, line: line)
        XCTAssertEqual(seenError as? E, error, line: line)
    }
}
