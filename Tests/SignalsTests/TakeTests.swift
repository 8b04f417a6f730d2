import Signals
import XCTest

final class TakeTests: LeakCheckingTestCase {
    func testTakesFirstValuesThenCompletesAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.take(2).record(into: recorder)
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testTakeZeroCompletesAtOnceWithoutSubscribing() {
        let counter = SubscriptionCounter<Int>()
        XCTAssertEqual(collect(counter.counting(.of(1, 2)).take(0)), ["completed"])
        XCTAssertEqual(counter.count, 0)
    }

    func testNegativeCountFailsWithArgumentOutOfRangeWithoutSubscribing() {
        let counter = SubscriptionCounter<Int>()
        let taken = counter.counting(.just(1)).take(-1)
        XCTAssertEqual(collect(taken), ["error(\(RxError.argumentOutOfRange))"])
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(collect(Observable.of(1, 2).take(Int.min)), ["error(\(RxError.argumentOutOfRange))"])
    }

    func testShorterSourceCompletesNormally() {
        XCTAssertEqual(collect(Observable.of(1).take(3)), ["next(1)", "completed"])
    }

    func testPassesErrorBeforeCount() {
        let source = Observable<Int>.error(TestError(1)).take(3)
        XCTAssertEqual(collect(source), ["error(TestError(1))"])
    }

    func testInfiniteSynchronousSequenceTerminates() {
        XCTAssertEqual(collect(Observable.from(1...).take(3)), ["next(1)", "next(2)", "next(3)", "completed"])
    }

    func testInfiniteSequenceThroughAChainTerminates() {
        let source = Observable.from(1...).map { $0 * 10 }.filter { $0 != 20 }.skip(1).take(2)
        XCTAssertEqual(collect(source), ["next(30)", "next(40)", "completed"])
    }

    func testInfiniteSequenceThroughDeferredAndStartWithTerminates() {
        let source = Observable.deferred { Observable.from(1...) }.startWith(0).take(3)
        XCTAssertEqual(collect(source), ["next(0)", "next(1)", "next(2)", "completed"])
    }

    func testInfiniteSequenceWithPlainSubscribeTerminates() {
        var values: [Int] = []
        var completed = false
        let subscription = Observable.from(1...).take(2).subscribe(
            onNext: { values.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(values, [1, 2])
        XCTAssertTrue(completed)
        subscription.dispose()
    }

    func testLongSequenceIsNotIteratedPastTheTake() {
        final class Pulls: @unchecked Sendable { var count = 0 }
        let pulls = Pulls()
        let numbers = (1...1_000_000).lazy.map { value -> Int in
            pulls.count += 1
            return value
        }
        XCTAssertEqual(collect(Observable.from(numbers).take(3)), ["next(1)", "next(2)", "next(3)", "completed"])
        XCTAssertLessThanOrEqual(pulls.count, 4)
    }

    func testConcurrentSendsDeliverExactlyCountThenCompleteSerially() {
        final class Tally: @unchecked Sendable {
            var values = 0, completions = 0, inside = 0, overlaps = 0, afterCompletion = 0
        }
        let relay = PublishRelay<Int>()
        let tally = Tally()
        let subscription = relay.take(5_000).subscribe(
            onNext: { _ in
                tally.inside += 1
                if tally.inside > 1 { tally.overlaps += 1 }
                if tally.completions > 0 { tally.afterCompletion += 1 }
                tally.values += 1
                tally.inside -= 1
            },
            onCompleted: { tally.completions += 1 }
        )
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<2_000 { relay.accept(value) }
        }
        XCTAssertEqual(tally.values, 5_000)
        XCTAssertEqual(tally.completions, 1)
        XCTAssertEqual(tally.overlaps, 0)
        XCTAssertEqual(tally.afterCompletion, 0)
        XCTAssertFalse(relay.hasObservers)
        subscription.dispose()
    }
}
