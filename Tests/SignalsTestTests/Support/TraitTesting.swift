import Signals
import SignalsTest

/// Runs `body` with a fresh `TestScheduler` (clock 0) installed as the traits' scheduler through
/// `SharingScheduler.mock`, as RxCocoa's trait tests do: traits made inside deliver and run their
/// timers in virtual time. The hop to the scheduler where an observable becomes a trait takes one
/// tick (the scheduler's simulated processing delay), so a value sent at 210 arrives at 211.
/// `resolution`: seconds per tick (0.001 makes `.milliseconds(300)` 300 ticks).
func onTraitScheduler(resolution: Double = 1, _ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0, resolution: resolution)
    try SharingScheduler.mock(scheduler: scheduler) { try body(scheduler) }
}

/// Subscribes `observer` to `source` at virtual time `time` and disposes the subscription at
/// `disposed` (for subscribers next to, or instead of, `TestScheduler.start`'s).
func subscribe<Source: ObservableConvertibleType>(
    _ source: Source, _ observer: TestableObserver<Source.Element>,
    at time: TestTime, disposedAt disposed: TestTime = 1000, on scheduler: TestScheduler
) {
    let subscription = SerialDisposable()
    scheduler.scheduleAt(time) { subscription.disposable = source.asObservable().subscribe(observer) }
    scheduler.scheduleAt(disposed) { subscription.dispose() }
}
