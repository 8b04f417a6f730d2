import Foundation
import Signals
import XCTest

final class WithLatestFromTests: LeakCheckingTestCase {
    func testSendsOnSourceValuesWithTheLatestOfTheOther() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<String>()
        let recorder = Recorder<String>()
        let subscription = source.withLatestFrom(other) { "\($0)\($1)" }.record(into: recorder)
        source.onNext(1)
        other.onNext("a")
        other.onNext("b")
        source.onNext(2)
        source.onNext(3)
        other.onNext("c")
        XCTAssertEqual(recorder.rendered, ["next(2b)", "next(3b)"])
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }

    func testWithoutSelectorSendsTheOthersValue() {
        let tap = PublishRelay<Void>()
        let text = BehaviorRelay(value: "hello")
        var sent: [String] = []
        let subscription = tap.withLatestFrom(text).subscribe(onNext: { sent.append($0) })
        tap.accept(())
        text.accept("world")
        tap.accept(())
        XCTAssertEqual(sent, ["hello", "world"])
        subscription.dispose()
    }

    func testCompletesWithTheSourceNotWithTheOther() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = source.withLatestFrom(other).record(into: recorder)
        other.onNext(7)
        other.onCompleted()
        source.onNext(1)
        XCTAssertEqual(recorder.rendered, ["next(7)"], "the other's last value stays usable after it completed")
        source.onCompleted()
        XCTAssertEqual(recorder.rendered, ["next(7)", "completed"])
        XCTAssertFalse(source.hasObservers)
    }

    func testErrorsOfEitherSourceOrTheSelectorEndTheSequence() {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        _ = source.withLatestFrom(other).record(into: recorder)
        other.onError(TestError(1))
        XCTAssertEqual(recorder.rendered, ["error(TestError(1))"])
        XCTAssertFalse(source.hasObservers)

        let throwing = Recorder<Int>()
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(10)) { x, y -> Int in
            if x == 2 { throw TestError(2) }
            return x + y
        }.record(into: throwing)
        XCTAssertEqual(throwing.rendered, ["next(11)", "error(TestError(2))"])
    }

    func testSubscribesTheOtherFirstSoSynchronousValuesAreSeen() {
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2).withLatestFrom(Observable.just(5)) { $0 * $1 }.record(into: recorder)
        XCTAssertEqual(recorder.rendered, ["next(5)", "next(10)", "completed"])
    }

    func testConcurrentSourceAndOtherDeliverSerially() {
        let source = PublishRelay<Int>()
        let other = BehaviorRelay(value: 0)
        let probe = DeliveryProbe()
        let subscription = source.withLatestFrom(other) { $0 + $1 }.subscribe(onNext: { _ in probe.enter(); probe.exit() })
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<5_000 { if thread < 2 { source.accept(i) } else { other.accept(i) } }
        }
        XCTAssertEqual(probe.count, 10_000)
        XCTAssertEqual(probe.overlaps, 0)
        subscription.dispose()
        XCTAssertFalse(source.hasObservers)
        XCTAssertFalse(other.hasObservers)
    }
}
