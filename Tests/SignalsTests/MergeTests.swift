import Foundation
import Signals
import XCTest

final class MergeTests: LeakCheckingTestCase {
    func testSendsValuesOfEverySourceAsTheyCome() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).record(into: recorder)
        a.onNext(1)
        b.onNext(2)
        a.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "next(3)"])
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
        a.onNext(4)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "next(3)"])
    }

    func testCompletesWhenAllSourcesCompleteAndAtOnceWhenEmpty() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.merge([a, b]).record(into: recorder)
        a.onNext(1)
        a.onCompleted()
        b.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)"])
        b.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "completed"])

        let empty = Recorder<Int>()
        _ = Observable.merge([Observable<Int>]()).record(into: empty)
        XCTAssertEqual(empty.rendered, ["completed"])
    }

    func testErrorEndsAtOnceAndDisposesOtherSources() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = Observable.merge(a.asObservable(), b.asObservable()).record(into: recorder)
        a.onNext(1)
        b.onError(TestError(1))
        a.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(1))"])
        XCTAssertFalse(a.hasObservers)
    }

    func testSynchronousSources() {
        let recorder = Recorder<Int>()
        _ = Observable.merge(Observable.of(1, 2), Observable.just(3), Observable.empty()).record(into: recorder)
        // As RxSwift: `just` sends during `subscribe`, `of` on the trampoline after it returned.
        XCTAssertEqual(recorder.rendered, ["next(3)", "next(1)", "next(2)", "completed"])
    }

    func testMergeOfObservablesSubscribesEachInner() {
        let outer = PublishSubject<Observable<Int>>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.merge().record(into: recorder)
        outer.onNext(first.asObservable())
        first.onNext(1)
        outer.onNext(second.asObservable())
        second.onNext(2)
        first.onNext(3)
        outer.onCompleted()
        first.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "next(3)"])
        XCTAssertFalse(first.hasObservers, "a completed inner is released")
        second.onCompleted()
        XCTAssertEqual(recorder.rendered.last, "completed")
        subscription.dispose()
    }

    func testConcurrentSourcesDeliverEveryValueSerially() {
        let a = PublishRelay<Int>()
        let b = PublishRelay<Int>()
        let probe = DeliveryProbe()
        let sum = Recorder<Int>()
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            probe.enter()
            sum.record(.next(value))
            probe.exit()
        })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<5_000 { if thread % 2 == 0 { a.accept(i) } else { b.accept(i) } }
        }
        XCTAssertEqual(probe.count, 20_000)
        XCTAssertEqual(probe.overlaps, 0)
        XCTAssertEqual(sum.values.reduce(0, +), 4 * (0..<5_000).reduce(0, +))
        subscription.dispose()
        XCTAssertFalse(a.hasObservers)
        XCTAssertFalse(b.hasObservers)
    }

    func testSendingIntoASourceFromTheHandlerIsQueuedNotRecursive() {
        let a = PublishRelay<Int>()
        let b = PublishRelay<Int>()
        var depth = 0
        var maxDepth = 0
        var seen: [Int] = []
        let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            seen.append(value)
            if value == 1 { b.accept(2); a.accept(3) }
            depth -= 1
        })
        a.accept(1)
        XCTAssertEqual(seen, [1, 2, 3])
        XCTAssertEqual(maxDepth, 1)
        subscription.dispose()
    }
}
