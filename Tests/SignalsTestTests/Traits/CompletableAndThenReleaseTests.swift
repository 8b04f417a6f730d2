import Signals
import XCTest

/// CONTRACT §6 for `Completable.andThen`: once the first completable completed, its subscription
/// ended, so what it captured is released even while the second one still runs.
final class CompletableAndThenReleaseTests: LeakCheckingTestCase {
    private final class Token {}

    func testTheFirstCompletablesClosuresAreReleasedOnceItCompletedAtOnce() {
        let second = PublishSubject<Int>()
        weak var weakToken: Token?
        var values: [Int] = []
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            let first = Completable.create { completable in
                completable(.completed)
                return Disposables.create { withExtendedLifetime(token) {} }
            }
            subscription = first.andThen(second.asObservable()).subscribe(onNext: { values.append($0) })
        }
        XCTAssertNil(weakToken, "the first completable completed: nothing of it may stay alive")
        second.onNext(1)
        XCTAssertEqual(values, [1])
        subscription?.dispose()
    }

    func testTheFirstCompletablesClosuresAreReleasedOnceItCompletedLater() {
        let trigger = PublishSubject<Never>()
        let second = PublishSubject<String>()
        weak var weakToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            let first = trigger.asCompletable().do(onCompleted: { withExtendedLifetime(token) {} })
            subscription = first.andThen(second.asSingle()).subscribe(onSuccess: { _ in })
        }
        XCTAssertNotNil(weakToken, "still running")
        trigger.onCompleted()
        XCTAssertNil(weakToken, "the first completable completed: nothing of it may stay alive")
        subscription?.dispose()
    }
}
