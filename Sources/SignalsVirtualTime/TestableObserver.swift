import Foundation
import Signals

/// An observer that records each event with the virtual time it arrived (RxTest's `TestableObserver`).
///
/// Compare `events` with `XCTAssertEqual(observer.events, [.next(210, 4), .completed(300)])`.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private let scheduler: TestScheduler
    private let lock = NSLock()
    private var recorded: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received so far, stamped with the scheduler's clock at arrival.
    public var events: [Recorded<Event<Element>>] { lock.withLock { recorded } }

    /// Records `event` at the current virtual time.
    ///
    /// - Parameter event: The event to record, stamped with the scheduler's `clock`; any thread may
    ///   call this.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        lock.withLock { recorded.append(Recorded(time: time, value: event)) }
    }
}
