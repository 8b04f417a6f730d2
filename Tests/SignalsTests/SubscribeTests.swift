import Signals
import XCTest

final class SubscribeTests: LeakCheckingTestCase {
    final class Owner: @unchecked Sendable { var seen: [String] = [] }

    func testOnDisposedRunsAfterOnCompleted() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(
            onNext: { log.append("next(\($0))") },
            onError: { log.append("error(\($0))") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(log, ["next(1)", "completed", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testOnDisposedRunsAfterOnError() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError(1)).subscribe(
            onError: { log.append("error(\($0))") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["error(TestError(1))", "disposed"])
    }

    func testOnDisposedRunsOnceOnExplicitDisposal() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.subscribe(onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        subject.onNext(1)
        XCTAssertEqual(log, ["disposed"])
    }

    func testSubscribeObserver() {
        let target = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        let targetSubscription = target.record(into: recorder)
        let subscription = Observable.of(1, 2).subscribe(target.asObserver())
        XCTAssertEqual(recorder.rendered, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
        targetSubscription.dispose()
    }

    func testSubscribeWithPassesOwnerAndDoesNotRetainIt() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var disposedWithOwner = 0
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { owner, value in owner.seen.append("next(\(value))") },
            onCompleted: { owner in owner.seen.append("completed") },
            onDisposed: { _ in disposedWithOwner += 1 }
        )
        subject.onNext(1)
        XCTAssertEqual(owner?.seen, ["next(1)"])
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not retain its owner")
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(disposedWithOwner, 0, "onDisposed is skipped once the owner is gone")
    }

    func testSubscribeWithErrorAndDisposedWhileOwnerAlive() {
        let owner = Owner()
        let subscription = Observable<Int>.error(TestError(2)).subscribe(
            with: owner,
            onError: { owner, error in owner.seen.append("error(\(error))") },
            onDisposed: { owner in owner.seen.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(owner.seen, ["error(TestError(2))", "disposed"])
    }

    func testDisposingInsideHandlerStopsFurtherDelivery() {
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            values.append(value)
            if value == 1 { subscription?.dispose() }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(values, [1])
        XCTAssertFalse(subject.hasObservers)
        subscription = nil
    }
}
