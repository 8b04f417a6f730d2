import Foundation
import Signals
import XCTest

final class ZipTests: LeakCheckingTestCase {
    func testPairsValuesInOrder() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<String>()
        let recorder = Recorder<String>()
        let subscription = Observable.zip(a, b) { "\($0)\($1)" }.record(into: recorder)
        a.onNext(1)
        a.onNext(2)
        a.onNext(3)
        b.onNext("x")
        b.onNext("y")
        XCTAssertEqual(recorder.rendered, ["next(1x)", "next(2y)"])
        b.onNext("z")
        b.onNext("w")
        XCTAssertEqual(recorder.rendered, ["next(1x)", "next(2y)", "next(3z)"])
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testTupleForms() {
        var pairs: [String] = []
        var triples: [String] = []
        var quads: [String] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")).subscribe(onNext: { pairs.append("\($0)\($1)") })
        _ = Observable.zip(Observable.of(1, 2), Observable.of(3, 4), Observable.of(5, 6))
            .subscribe(onNext: { triples.append("\($0)\($1)\($2)") })
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.of(4, 5))
            .subscribe(onNext: { quads.append("\($0)\($1)\($2)\($3)") })
        XCTAssertEqual(pairs, ["1a", "2b"])
        XCTAssertEqual(triples, ["135", "246"])
        XCTAssertEqual(quads, ["1234"])
    }

    func testCompletesOnlyOnceEverySourceCompleted() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.zip(a, b) { $0 * 10 + $1 }.record(into: recorder)
        a.onNext(1)
        a.onNext(2)
        a.onCompleted()
        XCTAssertEqual(recorder.rendered, [], "a still has unpaired values, so zip goes on")
        b.onNext(1)
        XCTAssertEqual(recorder.rendered, ["next(11)"])
        b.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(11)", "next(22)"], "as in RxSwift, zip waits for every source")
        b.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(11)", "next(22)", "completed"])
        XCTAssertFalse(b.hasObservers)
    }

    func testASourceCompletingWithNothingBufferedDoesNotEndTheOthers() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.zip(a, b) { $0 + $1 }.record(into: recorder)
        b.onNext(5)
        a.onCompleted()
        XCTAssertEqual(recorder.rendered, [])
        XCTAssertTrue(b.hasObservers)
        b.onCompleted()
        XCTAssertEqual(recorder.rendered, ["completed"])
    }

    func testErrorAndThrowingSelectorEndAtOnce() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let errors = Recorder<Int>()
        _ = Observable.zip(a, b) { $0 + $1 }.record(into: errors)
        a.onNext(1)
        b.onError(TestError(3))
        XCTAssertEqual(errors.rendered, ["error(TestError(3))"])
        XCTAssertFalse(a.hasObservers)

        let c = PublishSubject<Int>()
        let d = PublishSubject<Int>()
        let thrown = Recorder<Int>()
        _ = Observable.zip(c, d) { x, y -> Int in
            if x == 2 { throw TestError(4) }
            return x + y
        }.record(into: thrown)
        c.onNext(1)
        c.onNext(2)
        d.onNext(1)
        d.onNext(1)
        XCTAssertEqual(thrown.rendered, ["next(2)", "error(TestError(4))"])
        XCTAssertFalse(c.hasObservers)
        XCTAssertFalse(d.hasObservers)
    }

    func testCollectionForm() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let recorder = Recorder<[Int]>()
        let subscription = Observable.zip(subjects).record(into: recorder)
        subjects[0].onNext(1)
        subjects[1].onNext(2)
        subjects[0].onNext(10)
        subjects[2].onNext(3)
        subjects[1].onNext(20)
        subjects[2].onNext(30)
        subjects[1].onCompleted()
        subjects[0].onCompleted()
        XCTAssertEqual(recorder.values, [[1, 2, 3], [10, 20, 30]])
        XCTAssertNotEqual(recorder.rendered.last, "completed", "as in RxSwift, subjects[2] may still send")
        subjects[2].onNext(300)
        XCTAssertEqual(recorder.rendered.last, "completed", "the only running source sent a value that can never be paired")
        XCTAssertTrue(subjects.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }

    func testCollectionFormWithSelectorAndEmptyCollection() {
        let sums = Recorder<Int>()
        _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]) { $0.reduce(0, +) }.record(into: sums)
        XCTAssertEqual(sums.rendered, ["next(11)", "next(22)", "completed"])

        let empty = Recorder<[Int]>()
        _ = Observable.zip([Observable<Int>]()).record(into: empty)
        XCTAssertEqual(empty.rendered, ["completed"])
    }

    func testLongUnevenFlowKeepsOrder() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var pairs: [Int] = []
        let subscription = Observable.zip(a, b) { $0 - $1 }.subscribe(onNext: { pairs.append($0) })
        for i in 0..<500 { a.onNext(i) }
        for i in 0..<500 { b.onNext(i) }
        for i in 500..<1_000 { b.onNext(i); a.onNext(i) }
        XCTAssertEqual(pairs, Array(repeating: 0, count: 1_000))
        subscription.dispose()
    }

    func testConcurrentSourcesPairEveryValueSerially() {
        let a = PublishRelay<Int>()
        let b = PublishRelay<Int>()
        let probe = DeliveryProbe()
        let sums = Recorder<Int>()
        let subscription = Observable.zip(a, b) { $0 + $1 }.subscribe(onNext: { sum in
            probe.enter()
            sums.record(.next(sum))
            probe.exit()
        })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<5_000 { if thread % 2 == 0 { a.accept(i) } else { b.accept(-i) } }
        }
        XCTAssertEqual(probe.count, 10_000)
        XCTAssertEqual(probe.overlaps, 0)
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testTakeStopsAnEndlessSynchronousSource() {
        let recorder = Recorder<Int>()
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.from(1...)) { $0 * 10 + $1 }.take(3).record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next(11)", "next(22)", "next(33)", "completed"])
    }
}
