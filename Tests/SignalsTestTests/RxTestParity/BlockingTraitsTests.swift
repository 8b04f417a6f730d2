import Foundation
import Signals
import SignalsBlocking
import XCTest

/// `toBlocking()` on every trait, as RxBlocking offers it on any `ObservableConvertibleType`: a
/// `Single`, `Maybe`, `Completable` or `Infallible` is waited for as the observable it stands for.
final class BlockingTraitsTests: LeakCheckingTestCase {
    private struct Failure: Error, Equatable {}

    func testSingleToBlocking() throws {
        XCTAssertEqual(try Single.just(1).toBlocking().first(), 1)
        XCTAssertEqual(try Single.just(1, scheduler: CurrentThreadScheduler.instance).toBlocking().toArray(), [1])
        XCTAssertEqual(try Single.deferred { Single.just(2) }.toBlocking(timeout: 1).single(), 2)
        XCTAssertThrowsError(try Single<Int>.error(Failure()).toBlocking().first()) { error in
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testMaybeToBlocking() throws {
        XCTAssertEqual(try Maybe.just(1).toBlocking().first(), 1)
        XCTAssertNil(try Maybe<Int>.empty().toBlocking().first())
        XCTAssertEqual(try Maybe<Int>.empty().toBlocking().toArray(), [])
        XCTAssertThrowsError(try Maybe<Int>.error(Failure()).toBlocking().last())
    }

    func testCompletableToBlocking() throws {
        XCTAssertTrue(try Completable.empty().toBlocking().toArray().isEmpty)
        switch Completable.empty().toBlocking().materialize() {
        case .completed(let elements): XCTAssertTrue(elements.isEmpty)
        case .failed(_, let error): XCTFail("unexpected \(error)")
        }
        switch Completable.error(Failure()).toBlocking().materialize() {
        case .completed: XCTFail("expected the error")
        case .failed(let elements, let error):
            XCTAssertTrue(elements.isEmpty)
            XCTAssertEqual(error as? Failure, Failure())
        }
        XCTAssertThrowsError(try Completable.error(Failure()).toBlocking().first())
    }

    func testInfallibleToBlocking() throws {
        XCTAssertEqual(try Infallible.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Infallible.just(4).toBlocking().last(), 4)
    }

    func testATraitThatNeverEndsTimesOut() {
        XCTAssertThrowsError(try Single<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("expected a timeout, got \(error)") }
        }
    }
}
