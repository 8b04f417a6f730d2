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

    /// Members removed from the end, from the middle and most of them: a removal disposes exactly
    /// its member, a removed key stays removed, and the group disposes the rest once each, in
    /// insertion order, with a member added after the removals last.
    func testRemovalsAtTheEndAndInTheMiddleKeepTheRestInInsertionOrder() {
        let log = DisposalProbe.Log()
        let composite = CompositeDisposable()
        var keys = (0..<20).map { composite.insert(DisposalProbe("m\($0)", log: log))! }
        composite.remove(for: keys[19])  // the newest
        composite.remove(for: keys[18])
        for index in [1, 3, 5, 7, 9, 11, 12, 13, 15, 16] { composite.remove(for: keys[index]) }  // most of the rest: compacted
        XCTAssertEqual(log.entries, ["m19", "m18", "m1", "m3", "m5", "m7", "m9", "m11", "m12", "m13", "m15", "m16"])
        XCTAssertEqual(composite.count, 8)
        composite.remove(for: keys[19])  // already removed
        composite.remove(for: keys[5])
        XCTAssertEqual(composite.count, 8)
        keys.append(composite.insert(DisposalProbe("late", log: log))!)
        composite.remove(for: keys[2])
        XCTAssertEqual(log.entries.last, "m2")
        let before = log.entries.count
        composite.dispose()
        XCTAssertEqual(Array(log.entries.dropFirst(before)), ["m0", "m4", "m6", "m8", "m10", "m14", "m17", "late"])
        XCTAssertEqual(composite.count, 0)
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
