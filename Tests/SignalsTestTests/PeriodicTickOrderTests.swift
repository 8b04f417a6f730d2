import Signals
import SignalsTest
import XCTest

/// A periodic timer schedules its next tick before delivering the current one, as RxSwift's
/// `SchedulePeriodicRecursive` does, so work a tick schedules for the time of the next tick runs after
/// it. The expected events are what RxSwift 6.10 + RxTest record for the same lines.
final class PeriodicTickOrderTests: XCTestCase {
    private func record(_ make: @escaping (TestScheduler) -> Observable<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start { make(scheduler) }.events
    }

    func testTheNextTickComesBeforeWorkScheduledByTheCurrentOne() {
        let events = record { scheduler in
            let ticks = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3).share()
            return Observable.merge(ticks, ticks.flatMap { x in Observable<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in 100 + x } })
        }
        XCTAssertEqual(events, [
            .next(210, 0), .next(220, 1), .next(220, 100), .next(230, 2), .next(230, 101), .next(240, 102), .completed(240),
        ])
    }
}
