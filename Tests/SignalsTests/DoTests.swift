import Signals
import XCTest

final class DoTests: LeakCheckingTestCase {
    /// A thread-safe list of side-effect names, in the order they happened.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var entries: [String] { lock.withLock { storage } }
        func add(_ entry: String) { lock.withLock { storage.append(entry) } }
    }

    func tapped(_ source: Observable<Int>, log: Log) -> Observable<Int> {
        source.do(
            onNext: { log.add("onNext(\($0))") },
            afterNext: { log.add("afterNext(\($0))") },
            onError: { log.add("onError(\($0))") },
            afterError: { log.add("afterError(\($0))") },
            onCompleted: { log.add("onCompleted") },
            afterCompleted: { log.add("afterCompleted") },
            onSubscribe: { log.add("onSubscribe") },
            onSubscribed: { log.add("onSubscribed") },
            onDispose: { log.add("onDispose") }
        )
    }

    func testSideEffectsRunAroundEachEventInOrder() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let subscription = tapped(subject.asObservable(), log: log).subscribe(
            onNext: { log.add("next(\($0))") },
            onCompleted: { log.add("completed") },
            onDisposed: { log.add("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log.entries, [
            "onSubscribe", "onSubscribed",
            "onNext(1)", "next(1)", "afterNext(1)",
            // RxSwift 6.10's order: `onDispose` after `afterCompleted` when the end is this `do`'s own.
            "onCompleted", "completed", "disposed", "afterCompleted", "onDispose",
        ])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
        XCTAssertEqual(log.entries.filter { $0 == "onDispose" }.count, 1)
    }

    func testErrorSideEffects() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let subscription = tapped(subject.asObservable(), log: log).subscribe(onError: { log.add("error(\($0))") })
        subject.onError(TestError(1))
        XCTAssertEqual(log.entries, [
            "onSubscribe", "onSubscribed", "onError(TestError(1))", "error(TestError(1))", "afterError(TestError(1))",
            "onDispose",
        ])
        subscription.dispose()
    }

    func testOnDisposeRunsOnceOnExplicitDisposal() {
        let subject = PublishSubject<Int>()
        let log = Log()
        let subscription = tapped(subject.asObservable(), log: log).subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(log.entries, ["onSubscribe", "onSubscribed", "onDispose"])
    }

    func testEventsPassThroughUnchanged() {
        XCTAssertEqual(collect(Observable.of(1, 2).do(onNext: { _ in })), ["next(1)", "next(2)", "completed"])
    }

    func testThrowingOnNextEndsWithErrorAndReleasesSource() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let subscription = subject.do(onNext: { if $0 == 2 { throw TestError(2) } }).record(into: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(1)", "error(TestError(2))"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testThrowingAfterNextEndsWithErrorAfterTheValue() {
        let source = Observable.of(1, 2).do(afterNext: { _ in throw TestError(3) })
        XCTAssertEqual(collect(source), ["next(1)", "error(TestError(3))"])
    }

    func testThrowingOnErrorReplacesTheError() {
        let source = Observable<Int>.error(TestError(1)).do(onError: { _ in throw TestError(2) })
        XCTAssertEqual(collect(source), ["error(TestError(2))"])
    }

    func testThrowingOnCompletedTurnsCompletionIntoError() {
        let source = Observable.of(1).do(onCompleted: { throw TestError(4) })
        XCTAssertEqual(collect(source), ["next(1)", "error(TestError(4))"])
    }

    func testThrowingAfterCompletedIsIgnored() {
        let source = Observable.of(1).do(afterCompleted: { throw TestError(5) })
        XCTAssertEqual(collect(source), ["next(1)", "completed"])
    }

    func testOnDisposeRunsExactlyOnceWhenDisposalRacesCompletion() {
        final class Count: @unchecked Sendable {
            private let lock = NSLock()
            private var value = 0
            var current: Int { lock.withLock { value } }
            func increment() { lock.withLock { value += 1 } }
        }
        for _ in 0..<200 {
            let subject = PublishSubject<Int>()
            let disposals = Count()
            let subscription = subject.do(onDispose: { disposals.increment() }).subscribe()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { subject.onCompleted() } else { subscription.dispose() }
            }
            XCTAssertEqual(disposals.current, 1)
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
