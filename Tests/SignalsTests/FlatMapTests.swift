import Foundation
import Signals
import XCTest

final class FlatMapTests: LeakCheckingTestCase {
    func testMergesValuesOfEveryInner() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let recorder = Recorder<String>()
        let subscription = outer.flatMap { inners[$0] }.record(into: recorder)
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[1].onNext("b")
        inners[0].onNext("c")
        XCTAssertEqual(recorder.rendered, ["next(a)", "next(b)", "next(c)"])
        subscription.dispose()
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inners[0].hasObservers)
        XCTAssertFalse(inners[1].hasObservers)
    }

    func testCompletesWhenOuterAndEveryInnerCompleted() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = outer.flatMap { _ in inner }.record(into: recorder)
        outer.onNext(0)
        outer.onCompleted()
        inner.onNext(1)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
        inner.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])

        let sync = Recorder<Int>()
        _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.record(into: sync)
        XCTAssertEqual(sync.rendered, ["next(1)", "next(10)", "next(2)", "next(20)", "completed"])
    }

    func testInnerErrorEndsAtOnceAndDisposesEverything() {
        let outer = PublishSubject<Int>()
        let good = PublishSubject<Int>()
        let bad = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = outer.flatMap { $0 == 0 ? good : bad }.record(into: recorder)
        outer.onNext(0)
        outer.onNext(1)
        bad.onError(TestError(2))
        good.onNext(1)
        XCTAssertEqual(recorder.rendered, ["error(TestError(2))"])
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(good.hasObservers)
    }

    func testThrowingSelectorAndOuterErrorEndTheSequence() {
        let outer = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = outer.flatMap { value -> Observable<Int> in
            if value == 2 { throw TestError(9) }
            return .just(value)
        }.record(into: recorder)
        outer.onNext(1)
        outer.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(9))"])
        XCTAssertFalse(outer.hasObservers)

        let failing = Recorder<Int>()
        _ = Observable<Int>.error(TestError(3)).flatMap { Observable.just($0) }.record(into: failing)
        XCTAssertEqual(failing.rendered, ["error(TestError(3))"])
    }

    func testCompletedInnersAreReleasedBeforeTheEnd() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.flatMap { _ in inner.take(1) }.record(into: recorder)
        outer.onNext(0)
        inner.onNext(1)
        XCTAssertFalse(inner.hasObservers)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
        subscription.dispose()
    }

    func testConcurrentInnersDeliverEveryValueSerially() {
        let outer = PublishSubject<Int>()
        let relays = (0..<4).map { _ in PublishRelay<Int>() }
        let probe = DeliveryProbe()
        let subscription = outer.flatMap { relays[$0] }.subscribe(onNext: { _ in probe.enter(); probe.exit() })
        for index in relays.indices { outer.onNext(index) }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<5_000 { relays[thread].accept(i) }
        }
        XCTAssertEqual(probe.count, 20_000)
        XCTAssertEqual(probe.overlaps, 0)
        subscription.dispose()
        XCTAssertTrue(relays.allSatisfy { !$0.hasObservers })
    }

    func testDisposingWhileInnersAreCreatedOnOtherThreadsLeavesNoInnerSubscribed() {
        let outer = PublishRelay<Int>()
        let relays = (0..<4).map { _ in PublishRelay<Int>() }
        let probe = DeliveryProbe()
        let subscription = outer.flatMap { relays[$0 % 4] }.subscribe(onNext: { _ in probe.enter(); probe.exit() })
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            switch thread {
            case 0: for i in 0..<2_000 { outer.accept(i) }
            case 1: for i in 0..<2_000 { relays[i % 4].accept(i) }
            default:
                for _ in 0..<200 { outer.accept(1) }
                subscription.dispose()
            }
        }
        XCTAssertFalse(outer.hasObservers)
        XCTAssertTrue(relays.allSatisfy { !$0.hasObservers }, "every inner subscription was disposed")
        let count = probe.count
        relays.forEach { $0.accept(0) }
        XCTAssertEqual(probe.count, count)
        XCTAssertEqual(probe.overlaps, 0)
    }

    func testSendingIntoTheOuterFromTheHandlerIsQueuedNotRecursive() {
        let outer = PublishRelay<Int>()
        var depth = 0
        var maxDepth = 0
        var seen: [Int] = []
        let subscription = outer.flatMap { Observable.of($0, $0 + 1) }.subscribe(onNext: { value in
            depth += 1
            maxDepth = max(maxDepth, depth)
            seen.append(value)
            if value == 1 { outer.accept(10) }
            depth -= 1
        })
        outer.accept(1)
        XCTAssertEqual(seen, [1, 2, 10, 11])
        XCTAssertEqual(maxDepth, 1)
        subscription.dispose()
    }
}
