import Foundation
import Signals
import XCTest

final class CombineLatestTests: LeakCheckingTestCase {
    func testEmitsOnceEverySourceHasAValueThenOnEachValue() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let recorder = Recorder<String>()
        let subscription = Observable.combineLatest(a, b) { "\($0)\($1)" }.record(into: recorder)
        a.onNext(1)
        a.onNext(2)
        b.onNext("x")
        a.onNext(3)
        b.onNext("y")
        XCTAssertEqual(recorder.rendered, ["next(2x)", "next(3x)", "next(3y)"])
        subscription.dispose()
    }

    func testTupleFormPairsLatestValues() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: "a")
        var pairs: [String] = []
        let subscription = Observable.combineLatest(a, b).subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        a.accept(2)
        b.accept("b")
        XCTAssertEqual(pairs, ["1a", "2a", "2b"])
        subscription.dispose()
    }

    func testCompletesOnlyWhenAllSourcesComplete() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }.record(into: recorder)
        a.onNext(1)
        b.onNext(10)
        a.onCompleted()
        b.onNext(20)
        XCTAssertEqual(recorder.rendered, ["next(11)", "next(21)"])
        b.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(11)", "next(21)", "completed"])
        subscription.dispose()
    }

    func testCompletesWhenTheOnlyRunningSourceSendsAndACompletedOneNeverSent() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.combineLatest(a, b) { $0 + $1 }.record(into: recorder)
        a.onNext(1)
        b.onCompleted()
        XCTAssertEqual(recorder.rendered, [], "as in RxSwift, a source completing without a value ends nothing yet")
        a.onNext(2)
        XCTAssertEqual(recorder.rendered, ["completed"])
        XCTAssertFalse(a.hasObservers, "a terminal event disposes every source subscription")
        XCTAssertFalse(b.hasObservers)
    }

    func testErrorEndsAtOnceAndDisposesOtherSources() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.combineLatest(a, b) { $0 + $1 }.record(into: recorder)
        a.onNext(1)
        b.onError(TestError(7))
        a.onNext(2)
        XCTAssertEqual(recorder.rendered, ["error(TestError(7))"])
        XCTAssertFalse(a.hasObservers)
    }

    func testThrowingSelectorEndsWithItsError() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.combineLatest(a, b) { x, y -> Int in
            if y == 2 { throw TestError(2) }
            return x + y
        }.record(into: recorder)
        a.onNext(1)
        b.onNext(1)
        b.onNext(2)
        b.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(2)", "error(TestError(2))"])
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testDisposeDisposesEverySourceAndDeliversNothingMore() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }.record(into: recorder)
        XCTAssertTrue(a.hasObservers)
        XCTAssertTrue(b.hasObservers)
        a.onNext(1)
        b.onNext(1)
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
        a.onNext(5)
        XCTAssertEqual(recorder.rendered, ["next(2)"])
        subscription.dispose()
    }

    func testSynchronousSourcesCombineAndComplete() {
        let recorder = Recorder<String>()
        _ = Observable.combineLatest(Observable.of(1, 2), Observable.just("z")) { "\($0)\($1)" }.record(into: recorder)
        // As RxSwift: `of` sends on the trampoline, after `just` (synchronous) gave its value.
        XCTAssertEqual(recorder.rendered, ["next(1z)", "next(2z)", "completed"])
    }

    func testStopsAnEndlessSynchronousSourceOnceTheSubscriberIsDone() {
        let recorder = Recorder<Int>()
        _ = Observable.combineLatest(Observable.just(100), Observable.from(1...)) { $0 + $1 }
            .take(3)
            .record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next(101)", "next(102)", "next(103)", "completed"])
    }

    func testThreeAndFourSources() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 2)
        let c = BehaviorRelay(value: 3)
        let d = PublishRelay<Int>()
        var three: [String] = []
        var four: [String] = []
        let s3 = Observable.combineLatest(a, b, c).subscribe(onNext: { three.append("\($0)\($1)\($2)") })
        let s4 = Observable.combineLatest(a, b, c, d) { "\($0)\($1)\($2)\($3)" }.subscribe(onNext: { four.append($0) })
        d.accept(4)
        c.accept(5)
        XCTAssertEqual(three, ["123", "125"])
        XCTAssertEqual(four, ["1234", "1254"])
        s3.dispose()
        s4.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(d.hasObservers)
    }

    func testFourSourcesTupleCompletesWhenAllComplete() {
        let recorder = Recorder<String>()
        _ = Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3), Observable.of(4, 5))
            .map { "\($0)\($1)\($2)\($3)" }
            .record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next(1234)", "next(1235)", "completed"])
    }

    func testCollectionFormSendsArraysInCollectionOrder() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        var arrays: [[Int]] = []
        let subscription = Observable.combineLatest(subjects).subscribe(onNext: { arrays.append($0) })
        subjects[2].onNext(3)
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[0].onNext(10)
        XCTAssertEqual(arrays, [[1, 2, 3], [10, 2, 3]])
        subscription.dispose()
        XCTAssertTrue(subjects.allSatisfy { !$0.hasObservers })
    }

    func testCollectionFormWithSelectorAndCompletion() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        let recorder = Recorder<Int>()
        _ = Observable.combineLatest(subjects) { $0.reduce(0, +) }.record(into: recorder)
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[0].onCompleted()
        subjects[1].onNext(3)
        subjects[1].onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(3)", "next(4)", "completed"])
    }

    func testCollectionFormErrorsAtOnceAndCompletesWhenASourceNeverSent() {
        let failing = [PublishSubject<Int>(), PublishSubject<Int>()]
        let errors = Recorder<[Int]>()
        _ = Observable.combineLatest(failing).record(into: errors)
        failing[1].onError(TestError(1))
        XCTAssertEqual(errors.rendered, ["error(TestError(1))"])
        XCTAssertFalse(failing[0].hasObservers)

        let empty = [PublishSubject<Int>(), PublishSubject<Int>()]
        let completions = Recorder<[Int]>()
        _ = Observable.combineLatest(empty).record(into: completions)
        empty[0].onCompleted()
        XCTAssertEqual(completions.rendered, [])
        empty[1].onNext(1)
        XCTAssertEqual(completions.rendered, ["completed"])
        XCTAssertFalse(empty[1].hasObservers)
    }

    func testEmptyCollectionSendsTheEmptyCombinationAndCompletesAtOnce() {
        let recorder = Recorder<[Int]>()
        _ = Observable.combineLatest([Observable<Int>]()).record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next([])", "completed"])
    }

    func testSendingIntoASourceFromTheHandlerIsQueuedNotRecursive() {
        let a = BehaviorRelay(value: 1)
        let b = BehaviorRelay(value: 1)
        var depth = 0
        var maxDepth = 0
        var seen: [Int] = []
        let subscription = Observable.combineLatest(a, b) { $0 * 10 + $1 }.subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            seen.append(value)
            if value == 11 { a.accept(2) }
            if value == 21 { b.accept(2) }
            depth -= 1
        })
        XCTAssertEqual(seen, [11, 21, 22])
        XCTAssertEqual(maxDepth, 1)
        subscription.dispose()
    }

    func testConcurrentSourcesDeliverEveryCombinationSeriallyAndEndOnTheLatestValues() {
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        let probe = DeliveryProbe()
        let last = Recorder<String>()
        let subscription = Observable.combineLatest(a, b).subscribe(onNext: { pair in
            probe.enter()
            last.record(.next("\(pair.0),\(pair.1)"))
            probe.exit()
        })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 1...5_000 {
                if (i + thread) % 2 == 0 { a.accept(thread * 10_000 + i) } else { b.accept(thread * 10_000 + i) }
            }
        }
        XCTAssertEqual(probe.count, 1 + 20_000)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(last.values.last, "\(a.value),\(b.value)", "the last combination holds each source's last value")
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testDisposingWhileSourcesSendFromOtherThreadsStopsDelivery() {
        let a = PublishRelay<Int>()
        let b = BehaviorRelay(value: 0)
        let probe = DeliveryProbe()
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { _ in probe.enter(); probe.exit() })
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            if thread == 0 {
                for i in 0..<2_000 { a.accept(i) }
                subscription.dispose()
            } else {
                for i in 0..<2_000 { b.accept(i) }
            }
        }
        let countAfterDispose = probe.count
        a.accept(1)
        b.accept(1)
        XCTAssertEqual(probe.count, countAfterDispose)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testReleasesSourcesAndSubscriberWhenDisposed() {
        final class Owner {}
        weak var weakOwner: Owner?
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let owner = Owner()
            weakOwner = owner
            subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { _ in _ = owner })
        }
        XCTAssertNotNil(weakOwner)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakOwner, "disposal drops the subscriber's closures")
    }

    func testSubscriptionDisposedInsideItsHandlerGetsNothingMore() {
        let a = PublishRelay<Int>()
        let b = PublishRelay<Int>()
        var seen: [Int] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { value in
            seen.append(value)
            a.accept(5)
            subscription?.dispose()
        })
        a.accept(1)
        b.accept(1)
        XCTAssertEqual(seen, [2], "the value queued from inside the handler is not delivered after the dispose")
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }
}
