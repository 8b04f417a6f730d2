import Signals
import XCTest

final class CompositeDisposableTests: LeakCheckingTestCase {
    func testDisposesEveryMemberOnceInInsertionOrder() {
        let log = DisposalProbe.Log()
        let composite = CompositeDisposable(disposables: [DisposalProbe("a", log: log), DisposalProbe("b", log: log)])
        composite.insert(DisposalProbe("c", log: log))
        XCTAssertEqual(composite.count, 3)
        XCTAssertFalse(composite.isDisposed)
        composite.dispose()
        composite.dispose()
        XCTAssertEqual(log.entries, ["a", "b", "c"])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testInsertAfterDisposalDisposesAtOnce() {
        let log = DisposalProbe.Log()
        let composite = CompositeDisposable()
        composite.dispose()
        let key = composite.insert(DisposalProbe("late", log: log))
        XCTAssertNil(key)
        XCTAssertEqual(log.entries, ["late"])
    }

    func testRemoveDisposesOnlyThatMember() {
        let log = DisposalProbe.Log()
        let composite = CompositeDisposable()
        let first = composite.insert(DisposalProbe("a", log: log))!
        composite.insert(DisposalProbe("b", log: log))
        composite.remove(for: first)
        XCTAssertEqual(log.entries, ["a"])
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: first)
        composite.dispose()
        XCTAssertEqual(log.entries, ["a", "b"])
    }

    func testDisposablesCreateCombinesSubscriptions() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let log = DisposalProbe.Log()
        let all = Disposables.create(first.subscribe(), second.subscribe(), DisposalProbe("x", log: log))
        XCTAssertTrue(first.hasObservers && second.hasObservers)
        all.dispose()
        XCTAssertTrue(all.isDisposed)
        XCTAssertFalse(first.hasObservers || second.hasObservers)
        XCTAssertEqual(log.entries, ["x"])
    }

    func testActionDisposableRunsOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(runs, 1)
    }
}
