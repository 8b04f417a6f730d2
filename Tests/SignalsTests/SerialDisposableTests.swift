import Signals
import XCTest

final class SerialDisposableTests: LeakCheckingTestCase {
    func testAssigningDisposesThePreviousOne() {
        let log = DisposalProbe.Log()
        let serial = SerialDisposable()
        serial.disposable = DisposalProbe("a", log: log)
        XCTAssertEqual(log.entries, [])
        serial.disposable = DisposalProbe("b", log: log)
        XCTAssertEqual(log.entries, ["a"])
        serial.dispose()
        XCTAssertEqual(log.entries, ["a", "b"])
        XCTAssertTrue(serial.isDisposed)
    }

    func testAssignAfterDisposalDisposesAtOnceAndDisposeIsIdempotent() {
        let log = DisposalProbe.Log()
        let serial = SerialDisposable()
        serial.disposable = DisposalProbe("a", log: log)
        serial.dispose()
        serial.dispose()
        serial.disposable = DisposalProbe("late", log: log)
        XCTAssertEqual(log.entries, ["a", "late"])
    }

    func testSwitchingSubscriptions() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let serial = SerialDisposable()
        serial.disposable = first.subscribe()
        serial.disposable = second.subscribe()
        XCTAssertFalse(first.hasObservers)
        XCTAssertTrue(second.hasObservers)
        serial.dispose()
        XCTAssertFalse(second.hasObservers)
    }
}
