import Foundation
import Signals
import XCTest

/// `of`, `from`, `range` and `repeatElement` send on the current-thread trampoline, as RxSwift's do (its
/// default scheduler for them): their values wait until the outermost `subscribe` on the thread returns,
/// and several such sources take turns, one value each. Expected values: RxSwift 6.10, same lines.
final class TrampolineTests: XCTestCase {
    private func values(_ source: Observable<Int>) -> [Int] {
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) }, onCompleted: { values.append(-1) })
        return values
    }

    func testSynchronousSourcesTakeTurnsInCombineLatestZipAndMerge() {
        XCTAssertEqual(values(Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 * 100 + $1 }), [110, 210, 220, 320, -1])
        XCTAssertEqual(values(Observable.zip(Observable.of(1, 2, 3), Observable.from([10, 20])) { $0 + $1 }), [11, 22, -1])
        XCTAssertEqual(values(Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20))), [1, 10, 2, 20, 3, -1])
        XCTAssertEqual(
            values(Observable.combineLatest(Observable.range(start: 1, count: 3), Observable.repeatElement(5).take(2)) { $0 * 10 + $1 }),
            [15, 25, 25, 35, -1]
        )
        XCTAssertEqual(values(Observable.of(1, 2, 3).startWith(0).withLatestFrom(Observable.of(7, 8)) { $0 * 10 + $1 }), [17, 28, 38, -1])
    }

    func testInfallibleOfAndFromToo() {
        var values: [Int] = []
        _ = Infallible.combineLatest(Infallible.of(1, 2, 3), Infallible.from([10, 20])) { $0 * 100 + $1 }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [110, 210, 220, 320])
    }

    func testAnInnerSubscriptionMadeDuringADeliveryTakesTurnsToo() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.flatMap { _ in Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 * 100 + $1 } }
            .subscribe(onNext: { values.append($0) })
        subject.onNext(0)
        XCTAssertEqual(values, [110, 210, 220, 320])
        subscription.dispose()
    }

    func testOnSubscribedRunsBeforeTheValues() {
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(onNext: { log.append("next \($0)") }, onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") })
            .subscribe()
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "next 2"])
    }

    func testAnEndlessSourceBesideAnotherEndsWithTake() {
        XCTAssertEqual(values(Observable.combineLatest(Observable.from(1...), Observable.just(0)) { $0 * 10 + $1 }.take(3)), [10, 20, 30, -1])
        XCTAssertEqual(values(Observable.from(1...).take(3)), [1, 2, 3, -1])
    }

    func testFlatteningManySynchronousValuesStaysLinear() {
        let started = Date()
        var count = 0
        _ = Observable.of(Array(0..<200_000), Array(0..<200_000)).flatMap { Observable.from($0) }.subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 400_000)
        var ranged = 0
        _ = Observable.just(0).concatMap { _ in Observable.range(start: 0, count: 100_000) }.subscribe(onNext: { _ in ranged += 1 })
        XCTAssertEqual(ranged, 100_000)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "a quadratic trampoline queue takes far longer")
    }

    func testTrampolinesOfManyThreadsStayApart() {
        let results = Array(repeating: [Int](), count: 8)
        nonisolated(unsafe) var perThread = results
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var values: [Int] = []
            for _ in 0..<50 {
                values = []
                _ = Observable.combineLatest(Observable.of(1, 2, 3), Observable.from([10, 20])) { $0 * 100 + $1 }
                    .subscribe(onNext: { values.append($0) })
            }
            lock.withLock { perThread[index] = values }
        }
        XCTAssertEqual(perThread, Array(repeating: [110, 210, 220, 320], count: 8))
    }
}
