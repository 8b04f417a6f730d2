import Foundation
import Signals
import XCTest

final class FlatMapLatestTests: LeakCheckingTestCase {
    func testSendsOnlyTheLatestInnerAndDisposesThePreviousOne() {
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        let recorder = Recorder<String>()
        let subscription = outer.flatMapLatest { inners[$0] }.record(into: recorder)
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        XCTAssertFalse(inners[0].hasObservers, "a new value disposes the previous inner")
        inners[0].onNext("stale")
        inners[1].onNext("b")
        XCTAssertEqual(recorder.rendered, ["next(a)", "next(b)"])
        subscription.dispose()
        XCTAssertFalse(outer.hasObservers)
        XCTAssertFalse(inners[1].hasObservers)
    }

    func testCompletesWhenOuterAndCurrentInnerCompleted() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = outer.flatMapLatest { _ in inner }.record(into: recorder)
        outer.onNext(0)
        outer.onCompleted()
        inner.onNext(1)
        inner.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(1)", "completed"])

        let early = Recorder<Int>()
        let source = PublishSubject<Int>()
        _ = source.flatMapLatest { Observable.just($0) }.record(into: early)
        source.onNext(5)
        source.onCompleted()
        XCTAssertEqual(early.rendered, ["next(5)", "completed"])
    }

    func testErrorsFromCurrentInnerOrOuterOrSelectorEndTheSequence() {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = outer.flatMapLatest { _ in inner }.record(into: recorder)
        outer.onNext(0)
        inner.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["error(TestError(1))"])
        XCTAssertFalse(outer.hasObservers)

        let source = PublishSubject<Int>()
        let thrown = Recorder<Int>()
        _ = source.flatMapLatest { value -> Observable<Int> in
            if value > 1 { throw TestError(2) }
            return .just(value)
        }.record(into: thrown)
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(thrown.rendered, ["next(1)", "error(TestError(2))"])

        let failing = PublishSubject<Int>()
        let outerError = Recorder<Int>()
        let current = PublishSubject<Int>()
        _ = failing.flatMapLatest { _ in current }.record(into: outerError)
        failing.onNext(0)
        failing.onError(TestError(3))
        XCTAssertEqual(outerError.rendered, ["error(TestError(3))"])
        XCTAssertFalse(current.hasObservers)
    }

    func testSwitchingWhileTheOldInnerSendsFromAnotherThreadNeverLeaksAStaleValue() {
        let outer = PublishSubject<Int>()
        let inners = (0..<2).map { _ in PublishRelay<Int>() }
        let probe = DeliveryProbe()
        let seen = Recorder<Int>()
        let subscription = outer.flatMapLatest { index in inners[index].map { index * 1_000_000 + $0 } }
            .subscribe(onNext: { value in probe.enter(); seen.record(.next(value)); probe.exit() })
        outer.onNext(0)
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            switch thread {
            case 0: for i in 0..<5_000 { inners[0].accept(i) }
            case 1: for i in 0..<5_000 { inners[1].accept(i) }
            default: outer.onNext(1)
            }
        }
        let afterSwitch = seen.values.drop(while: { $0 < 1_000_000 })
        XCTAssertTrue(afterSwitch.allSatisfy { $0 >= 1_000_000 }, "once the new inner delivered, the old one delivers nothing")
        XCTAssertFalse(inners[0].hasObservers)
        XCTAssertEqual(probe.overlaps, 0)
        let before = probe.count
        inners[0].accept(1)
        inners[1].accept(2)
        XCTAssertEqual(probe.count, before + 1)
        XCTAssertEqual(seen.values.last, 1_000_002)
        subscription.dispose()
        XCTAssertFalse(inners[1].hasObservers)
    }
}
