import Signals
import SignalsTest
import XCTest

private func inf(_ source: TestableObservable<Int>) -> Infallible<Int> { source.asInfallible(onErrorJustReturn: -1) }

/// Infallible's operators beyond the basic ones, as RxSwift 6.10 declares them (`Infallible+Operators.swift`,
/// `Infallible+Zip+arity.swift`): every line below is RxSwift user code, and every expected recording is
/// what RxSwift + RxTest record for the same line (built in /tmp).
final class InfallibleOperatorParityTests: XCTestCase {
    private final class Keep {}
    private let keep = Keep()

    private func record<E: Equatable>(
        _ make: (TestScheduler, TestableObservable<Int>, TestableObservable<Int>) -> Infallible<E>
    ) -> [Recorded<Event<E>>] {
        let s = TestScheduler(initialClock: 0)
        let xs = s.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let ys = s.createHotObservable([.next(215, 10), .next(235, 20), .completed(260)])
        let infallible = make(s, xs, ys)
        return s.start { infallible.asObservable() }.events
    }


    func testDoWithEveryRxSwiftClosure() {
        var log: [String] = []
        _ = Infallible.of(1, 2).do(
            onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
            onCompleted: { log.append("completed") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") }
        ).subscribe()
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "after 1", "next 2", "after 2", "completed", "afterCompleted", "dispose"])
    }

    func testTake() {
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(2) }, [.next(210, 1), .next(220, 2), .completed(220)], "take")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(until: inf(y)) }, [.next(210, 1), .completed(215)], "takeUntilInf")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(until: y.asObservable()) }, [.next(210, 1), .completed(215)], "takeUntilObs")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(until: { $0 == 2 }, behavior: .inclusive) }, [.next(210, 1), .next(220, 2), .completed(220)], "takeUntilPred")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(while: { $0 < 3 }) }, [.next(210, 1), .next(220, 2), .completed(230)], "takeWhile")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).take(for: .seconds(25), scheduler: s) }, [.next(210, 1), .next(220, 2), .completed(225)], "takeFor")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).skip(until: y.asObservable()) }, [.next(220, 2), .next(230, 3), .next(240, 4), .completed(250)], "skipUntil")
    }

    func testWithLatestFromAndTime() {
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).withLatestFrom(inf(y)) { $0 * 100 + $1 } }, [.next(220, 210), .next(230, 310), .next(240, 420), .completed(250)], "wlf")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).withLatestFrom(inf(y)) }, [.next(220, 10), .next(230, 10), .next(240, 20), .completed(250)], "wlf2")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).throttle(.seconds(15), scheduler: s) }, [.next(210, 1), .next(225, 2), .next(240, 4), .completed(250)], "throttle")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).debounce(.seconds(5), scheduler: s) }, [.next(215, 1), .next(225, 2), .next(235, 3), .next(245, 4), .completed(250)], "debounce")
    }

    func testHigherOrderAndCombining() {
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).concatMap { v in Infallible.just(v * 10) } }, [.next(210, 10), .next(220, 20), .next(230, 30), .next(240, 40), .completed(250)], "concatMap")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).flatMapFirst { _ in inf(y) } }, [.next(215, 10), .next(235, 20), .completed(260)], "flatMapFirst")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.merge(inf(x), inf(y)) }, [.next(210, 1), .next(215, 10), .next(220, 2), .next(230, 3), .next(235, 20), .next(240, 4), .completed(260)], "mergeV")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.merge([inf(x), inf(y)]) }, [.next(210, 1), .next(215, 10), .next(220, 2), .next(230, 3), .next(235, 20), .next(240, 4), .completed(260)], "mergeA")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).concat(inf(y)) }, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)], "concatI")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.concat(inf(x), inf(y)) }, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260)], "concatS")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.combineLatest([inf(x), inf(y)]) { $0[0] * 100 + $0[1] } }, [.next(215, 110), .next(220, 210), .next(230, 310), .next(235, 320), .next(240, 420), .completed(260)], "combineLatestCollection")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.zip(inf(x), inf(y)) { $0 * 100 + $1 } }, [.next(215, 110), .next(235, 220), .completed(260)], "zip2")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.zip(inf(x), inf(y), inf(x)) { $0 * 100 + $1 + $2 } }, [.next(215, 111), .next(235, 222), .completed(260)], "zip3")
    }

    func testTransformingSharingAndCreation() {
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).scan(into: 0) { $0 += $1 } }, [.next(210, 1), .next(220, 3), .next(230, 6), .next(240, 10), .completed(250)], "scanInto")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).share(replay: 1) }, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)], "share")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).distinctUntilChanged { $0 / 2 } }, [.next(210, 1), .next(220, 2), .next(240, 4), .completed(250)], "distinctKey")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return inf(x).withUnretained(keep).map { $1 } }, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)], "withUnretained")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.just(5, scheduler: s) }, [.next(201, 5), .completed(202)], "justSched")
        XCTAssertEqual(record { s, x, y in _ = (s, x, y); return Infallible.of(5, 6, scheduler: s) }, [.next(201, 5), .next(202, 6), .completed(203)], "ofSched")
    }
}
