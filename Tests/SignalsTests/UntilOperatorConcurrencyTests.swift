import Dispatch
import Foundation
import Signals
import XCTest

/// `take(until:)`, `skip(until:)`, `sample` and `amb` with both sources sending from many threads at
/// once: delivery stays serialized (no two handler calls overlap) and nothing follows a terminal event.
final class UntilOperatorConcurrencyTests: LeakCheckingTestCase {
    func testTakeUntilStaysSerializedAndStopsAtTheOthersValue() {
        assertSerialized { source, other in source.take(until: other) }
    }

    func testSkipUntilStaysSerialized() {
        assertSerialized { source, other in source.skip(until: other) }
    }

    func testSampleStaysSerialized() {
        assertSerialized { source, other in source.sample(other) }
    }

    func testAmbStaysSerialized() {
        assertSerialized { source, other in source.amb(other) }
    }

    /// Four threads each send 0..<2000 into `source` and every fifth value into `other` (which completes
    /// once they are done); the operator's subscriber must see no overlapping calls and at most one terminal
    /// event, last.
    private func assertSerialized(
        _ apply: (Observable<Int>, Observable<Int>) -> Observable<Int>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let source = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var inside = 0
            var overlaps = 0
            var events: [Event<Int>] = []
        }
        let log = Log()
        let subscription = apply(source.asObservable(), other.asObservable()).subscribe(AnyObserver { event in
            log.lock.withLock { log.inside += 1; if log.inside > 1 { log.overlaps += 1 } }
            usleep(20)
            log.lock.withLock { log.events.append(event); log.inside -= 1 }
        })
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<2_000 {
                source.onNext(value)
                if value % 5 == 4 { other.onNext(value) }
            }
        }
        other.onCompleted()
        source.onCompleted()
        subscription.dispose()
        log.lock.withLock {
            XCTAssertEqual(log.overlaps, 0, "handler calls overlapped", file: file, line: line)
            let terminals = log.events.indices.filter { log.events[$0].isStopEvent }
            XCTAssertLessThanOrEqual(terminals.count, 1, "more than one terminal event", file: file, line: line)
            if let terminal = terminals.first {
                XCTAssertEqual(terminal, log.events.count - 1, "events after the terminal event", file: file, line: line)
            }
        }
    }
}
