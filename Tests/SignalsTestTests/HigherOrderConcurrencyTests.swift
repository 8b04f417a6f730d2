import Foundation
import Signals
import XCTest

/// `merge(maxConcurrent:)`, `concat()`, `flatMapFirst` and `switchLatest` with inner sources sending
/// from several threads at once: every value of the inners that count arrives, exactly once, and the
/// handler never runs two calls at a time.
final class HigherOrderConcurrencyTests: LeakCheckingTestCase {
    /// Which operator runs over the outer subject, and which of the two inners it listens to.
    private let cases: [(name: String, apply: (Observable<Observable<Int>>) -> Observable<Int>, counted: Set<Int>)] = [
        ("merge(maxConcurrent: 2)", { $0.merge(maxConcurrent: 2) }, [0, 1]),
        ("concat()", { $0.concat() }, [0]),
        ("flatMapFirst", { $0.flatMapFirst { $0 } }, [0]),
        ("switchLatest", { $0.switchLatest() }, [1]),
    ]

    func testInnersSendingFromFourThreadsAreDeliveredOneAtATime() {
        let threads = 4, perThread = 2_000
        for (name, apply, counted) in cases {
            let outer = PublishSubject<Observable<Int>>()
            let inners = [PublishSubject<Int>(), PublishSubject<Int>()]
            let active = Locked(0), overlaps = Locked(0), received = Locked(0)
            let subscription = apply(outer.asObservable()).subscribe(onNext: { _ in
                if active.mutate({ count -> Int in count += 1; return count }) > 1 { overlaps.mutate { $0 += 1 } }
                spin(20)
                received.mutate { $0 += 1 }
                active.mutate { $0 -= 1 }
            })
            outer.onNext(inners[0].asObservable())
            outer.onNext(inners[1].asObservable())
            runOnThreads(threads) { thread in
                for value in 0..<perThread { inners[thread % 2].onNext(value) }
            }
            XCTAssertEqual(overlaps.value, 0, "\(name): handler calls overlapped")
            XCTAssertEqual(received.value, counted.count * (threads / 2) * perThread, name)
            subscription.dispose()
            XCTAssertFalse(inners[0].hasObservers || inners[1].hasObservers || outer.hasObservers, name)
        }
    }
}
