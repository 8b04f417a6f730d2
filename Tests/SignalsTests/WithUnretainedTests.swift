import Signals
import XCTest

final class WithUnretainedTests: LeakCheckingTestCase {
    final class Owner: @unchecked Sendable { let name: String; init(_ name: String) { self.name = name } }

    func testPairsValuesWithObject() {
        let owner = Owner("o")
        let source = Observable.of(1, 2).withUnretained(owner).map { "\($0.0.name)\($0.1)" }
        XCTAssertEqual(collect(source), ["next(o1)", "next(o2)", "completed"])
    }

    func testResultSelector() {
        let owner = Owner("x")
        let source = Observable.of(1).withUnretained(owner) { owner, value in owner.name + String(value) }
        XCTAssertEqual(collect(source), ["next(x1)", "completed"])
    }

    func testDoesNotRetainObjectAndCompletesOnceItIsGone() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<String>()
        var owner: Owner? = Owner("a")
        weak let weakOwner = owner
        let subscription = subject.withUnretained(owner!).map { "\($0.0.name)\($0.1)" }.record(into: recorder)
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "withUnretained must not keep its object alive")
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(recorder.rendered, ["next(a1)", "completed"])
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
    }

    func testThrowingSelectorEndsWithError() {
        let owner = Owner("o")
        let source = Observable.of(1).withUnretained(owner) { (_: Owner, _: Int) throws -> Int in throw TestError(6) }
        XCTAssertEqual(collect(source), ["error(TestError(6))"])
    }

    func testPassesErrorWhileObjectIsAlive() {
        let owner = Owner("o")
        let source = Observable<Int>.error(TestError(1)).withUnretained(owner)
        XCTAssertEqual(collect(source.map { $0.1 }), ["error(TestError(1))"])
    }
}
