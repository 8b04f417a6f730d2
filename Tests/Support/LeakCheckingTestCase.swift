import Foundation
import Signals
import XCTest

/// A test case that checks nothing a test made with Signals outlives it: when each test ends,
/// `Resources.total` must be exactly where it was when the test started.
///
/// Dispatch work a test started (a timer's last tick, a hop to the main queue, a thread letting go
/// of its closure) may release its objects a moment after the test body returns, so `tearDown` first
/// runs the main run loop until the count is back (at most 2 s), then compares exactly. The wait is
/// a bound, never a tolerance: a count that is still off after it fails the test.
open class LeakCheckingTestCase: XCTestCase {
    private var startTotal: Int32 = 0

    /// Records `Resources.total` before the test body runs, and silences `Hooks.defaultErrorHandler`:
    /// hundreds of tests end a `subscribe(onNext:)` with an error on purpose, and its default (as in
    /// RxSwift) prints each one in a debug build. `HooksTests` sets its own handlers.
    override open func setUp() {
        super.setUp()
        startTotal = Resources.total
        Hooks.defaultErrorHandler = { _, _ in }
    }

    /// Lets late dispatch work finish (bounded), then asserts `Resources.total` is back exactly.
    override open func tearDown() {
        runMainRunLoop(until: { Resources.total == startTotal }, step: 0.005)
        XCTAssertEqual(Resources.total, startTotal, "Signals objects leaked by this test")
        super.tearDown()
    }

    /// Runs the main queue until `condition` holds, at most 2 s; the tests run on the main thread.
    /// Returns without failing when the time is up: callers assert what they waited for.
    public func runMainQueue(until condition: () -> Bool) {
        runMainRunLoop(until: condition, step: 0.002)
    }
}

/// Runs the current thread's run loop in slices of `step` seconds until `condition` holds or
/// `seconds` have passed. On the main thread this runs work queued on the main queue.
///
/// - Parameters:
///   - condition: checked before every slice; the loop stops as soon as it is `true`.
///   - seconds: the upper bound on the whole wait.
///   - step: how long each run-loop slice lasts at most.
private func runMainRunLoop(until condition: () -> Bool, within seconds: TimeInterval = 2, step: TimeInterval) {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() && Date() < deadline {
        RunLoop.current.run(until: Date().addingTimeInterval(step))
    }
}
