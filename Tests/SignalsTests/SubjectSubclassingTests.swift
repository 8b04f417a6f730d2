import Signals
import XCTest

/// Subjects are `Observable` subclasses, as in RxSwift (`PublishSubject<Element>: Observable<Element>`):
/// app code passes a subject where an `Observable` is expected, stores it in `[Observable<T>]`,
/// and casts an `Observable` back to its subject. Written as an RxSwift user writes it (issue 24, gap 5).
final class SubjectSubclassingTests: LeakCheckingTestCase {
    /// A function of the app under test that takes an `Observable`, as a ViewModel's init does.
    private func doubled(_ source: Observable<Int>) -> Observable<Int> { source.map { $0 * 2 } }

    func testEachSubjectPassesWhereAnObservableIsExpected() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject<Int>(value: 1)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        replay.onNext(5)
        let recorders = [Recorder<Int>(), Recorder<Int>(), Recorder<Int>()]
        let subscriptions = [
            doubled(publish).record(into: recorders[0]),
            doubled(behavior).record(into: recorders[1]),
            doubled(replay).record(into: recorders[2]),
        ]
        publish.onNext(2)
        behavior.onNext(3)
        replay.onNext(6)
        publish.onCompleted()
        XCTAssertEqual(recorders[0].rendered, ["next(4)", "completed"])
        XCTAssertEqual(recorders[1].rendered, ["next(2)", "next(6)"])
        XCTAssertEqual(recorders[2].rendered, ["next(10)", "next(12)"])
        subscriptions.forEach { $0.dispose() }
    }

    func testSubjectsInAnArrayOfObservablesMerge() {
        let first = PublishSubject<Int>()
        let second = BehaviorSubject<Int>(value: 0)
        let sources: [Observable<Int>] = [first, second]
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(sources).record(into: recorder)
        first.onNext(1)
        second.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(0)", "next(1)", "next(2)"])
        subscription.dispose()
        XCTAssertFalse(first.hasObservers)
        XCTAssertFalse(second.hasObservers)
    }

    func testAnObservableCastsBackToItsSubjectAndAsObservableIsTheSubject() {
        let subject = PublishSubject<String>()
        let observable: Observable<String> = subject
        XCTAssertTrue((observable as? PublishSubject<String>) === subject)
        XCTAssertTrue(subject.asObservable() === subject)
        XCTAssertNil(observable as? BehaviorSubject<String>)
        let behavior = BehaviorSubject<String>(value: "a")
        XCTAssertTrue(behavior.asObservable() === behavior)
        let replay = ReplaySubject<String>.createUnbound()
        XCTAssertTrue(replay.asObservable() === replay)
    }

    func testAnObserverSubscribedThroughTheObservableTypeIsReleasedWithItsSubscription() {
        weak var weakSubject: PublishSubject<Int>?
        let recorder = Recorder<Int>()
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            let observable: Observable<Int> = subject
            let subscription = observable.record(into: recorder)
            XCTAssertTrue(subject.hasObservers)
            subject.onNext(1)
            subscription.dispose()
            XCTAssertFalse(subject.hasObservers)
            subject.onNext(2)
        }
        XCTAssertNil(weakSubject)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
    }
}
