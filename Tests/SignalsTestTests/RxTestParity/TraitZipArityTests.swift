import Signals
import SignalsBlocking
import SignalsTest
import XCTest

/// `Single.zip` and `Maybe.zip` for 2 to 8 sources (selector and tuple forms) and `Single.zip` over a
/// collection, as RxSwift's `PrimitiveSequence` has them.
final class TraitZipArityTests: LeakCheckingTestCase {
    private struct Failure: Error, Equatable {}

    func testSingleZipOfTwoToEightWithASelector() throws {
        let one = Single.just(1)
        XCTAssertEqual(try Single.zip(one, one) { $0 + $1 }.toBlocking().first(), 2)
        XCTAssertEqual(try Single.zip(one, one, one) { $0 + $1 + $2 }.toBlocking().first(), 3)
        XCTAssertEqual(try Single.zip(one, one, one, one) { $0 + $1 + $2 + $3 }.toBlocking().first(), 4)
        XCTAssertEqual(try Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }.toBlocking().first(), 5)
        let six: Single<Int> = Single.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
        XCTAssertEqual(try six.toBlocking().first(), 6)
        let seven: Single<Int> = Single.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        XCTAssertEqual(try seven.toBlocking().first(), 7)
        let eight: Single<String> = Single.zip(one, one, one, one, one, one, one, Single.just("8")) { "\($0 + $1 + $2 + $3 + $4 + $5 + $6)+\($7)" }
        XCTAssertEqual(try eight.toBlocking().first(), "7+8")
    }

    func testSingleZipOfTwoToEightAsTuples() throws {
        let one = Single.just(1)
        XCTAssertEqual(try Single.zip(one, one).map { $0 + $1 }.toBlocking().first(), 2)
        XCTAssertEqual(try Single.zip(one, one, one).map { $0 + $1 + $2 }.toBlocking().first(), 3)
        XCTAssertEqual(try Single.zip(one, one, one, one).map { $0 + $1 + $2 + $3 }.toBlocking().first(), 4)
        XCTAssertEqual(try Single.zip(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 }.toBlocking().first(), 5)
        let six = Single.zip(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 }
        XCTAssertEqual(try six.toBlocking().first(), 6)
        let seven = Single.zip(one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        XCTAssertEqual(try seven.toBlocking().first(), 7)
        let eight = try Single.zip(one, one, one, one, one, one, one, Single.just("8")).toBlocking().first()
        XCTAssertEqual(eight?.7, "8")
        XCTAssertEqual(eight?.6, 1)
    }

    func testMaybeZipOfTwoToEightWithASelector() throws {
        let one = Maybe.just(1)
        XCTAssertEqual(try Maybe.zip(one, one) { $0 + $1 }.toBlocking().first(), 2)
        XCTAssertEqual(try Maybe.zip(one, one, one) { $0 + $1 + $2 }.toBlocking().first(), 3)
        XCTAssertEqual(try Maybe.zip(one, one, one, one) { $0 + $1 + $2 + $3 }.toBlocking().first(), 4)
        XCTAssertEqual(try Maybe.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }.toBlocking().first(), 5)
        let six: Maybe<Int> = Maybe.zip(one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 }
        XCTAssertEqual(try six.toBlocking().first(), 6)
        let seven: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        XCTAssertEqual(try seven.toBlocking().first(), 7)
        let eight: Maybe<Int> = Maybe.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        XCTAssertEqual(try eight.toBlocking().first(), 8)
    }

    func testMaybeZipOfTwoToEightAsTuples() throws {
        let one = Maybe.just(1)
        XCTAssertEqual(try Maybe.zip(one, one).map { $0 + $1 }.toBlocking().first(), 2)
        XCTAssertEqual(try Maybe.zip(one, one, one).map { $0 + $1 + $2 }.toBlocking().first(), 3)
        XCTAssertEqual(try Maybe.zip(one, one, one, one).map { $0 + $1 + $2 + $3 }.toBlocking().first(), 4)
        XCTAssertEqual(try Maybe.zip(one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 }.toBlocking().first(), 5)
        let six = Maybe.zip(one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 }
        XCTAssertEqual(try six.toBlocking().first(), 6)
        let seven = Maybe.zip(one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
        XCTAssertEqual(try seven.toBlocking().first(), 7)
        let eight = Maybe.zip(one, one, one, one, one, one, one, one).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        XCTAssertEqual(try eight.toBlocking().first(), 8)
    }

    func testMaybeZipWaitsForEveryValueAndCompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, "b"), .completed(30)])
        let res = scheduler.start { Maybe.zip(a.asMaybe(), b.asMaybe()) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(230, "1b"), .completed(230)])

        let empty = TestScheduler(initialClock: 0)
        let c = empty.createColdObservable([.completed(20, Int.self)])
        let d = empty.createColdObservable([.next(40, 2), .completed(40)])
        let none = empty.start { Maybe.zip(c.asMaybe(), d.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(none.events, [.completed(240)])
    }

    func testMaybeZipFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.zip(Maybe.just(1), Maybe<Int>.error(Failure()), Maybe.just(3)) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.error(200, Failure())])
    }

    func testSingleZipOfACollection() throws {
        let collection = [Single.just(1), Single.just(2), Single.just(3)]
        let sum: Single<Int> = Single.zip(collection) { $0.reduce(0, +) }
        XCTAssertEqual(try sum.toBlocking().first(), 6)
        XCTAssertEqual(try Single.zip(collection).toBlocking().first(), [1, 2, 3])
        XCTAssertEqual(try Single.zip(collection[1...]).toBlocking().first(), [2, 3])
        XCTAssertEqual(try Single.zip([Single<Int>]()) { $0.reduce(0, +) }.toBlocking().first(), 0)
        XCTAssertEqual(try Single.zip([Single<Int>]()).toBlocking().first(), [])
    }
}
