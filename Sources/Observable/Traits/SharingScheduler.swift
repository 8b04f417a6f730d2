/// The scheduler `Driver` and `Signal` deliver on and run their time operators on: the main
/// scheduler, or in a test the one `mock(scheduler:action:)` installs (RxCocoa's `SharingScheduler`).
///
/// A trait reads it when it is made (`asDriver(...)`, `Driver.just`, `debounce`, …), so a test makes
/// its traits inside the `mock` closure:
///
/// ```swift
/// SharingScheduler.mock(scheduler: testScheduler) {
///     let res = testScheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)) }
///     XCTAssertEqual(res.events, [.next(231, 1)])
/// }
/// ```
public enum SharingScheduler {
    /// Makes the scheduler a trait made now uses: unless mocked, a new `MainScheduler()` per call, as
    /// RxCocoa's (each with its own queue order, so one trait's queued work does not keep another's
    /// delivery from running inline on the main thread). Read at each call, so `mock` swaps it.
    public static var make: @Sendable () -> SchedulerType { SharingSchedulerStorage.shared.current }

    /// Runs `action` with `scheduler` as the traits' scheduler, then restores the previous one (also
    /// when `action` throws). Mocks nest.
    ///
    /// - Parameters:
    ///   - scheduler: the scheduler traits made inside `action` deliver on, usually a `TestScheduler`.
    ///   - action: the test code; traits it makes keep `scheduler` after `mock` returns.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the traits' scheduler, then restores the previous
    /// one (also when `action` throws).
    ///
    /// - Parameters:
    ///   - makeScheduler: called each time a trait is made inside `action`.
    ///   - action: the test code.
    public static func mock(makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Void) rethrows {
        let previous = SharingSchedulerStorage.shared.replace(with: makeScheduler)
        defer { _ = SharingSchedulerStorage.shared.replace(with: previous) }
        try action()
    }
}

/// The current scheduler factory behind `SharingScheduler`, behind a lock: traits may be made on any
/// thread while a test mocks it.
final class SharingSchedulerStorage: @unchecked Sendable {
    /// The one storage `SharingScheduler` reads and `mock` replaces.
    static let shared = SharingSchedulerStorage()

    private let lock = Lock()
    // Guarded by `lock`.
    private var factory: @Sendable () -> SchedulerType = { MainScheduler() }

    /// The factory in use now.
    var current: @Sendable () -> SchedulerType { lock.withLock { factory } }

    /// Installs `newFactory` and returns the one it replaced.
    func replace(with newFactory: @escaping @Sendable () -> SchedulerType) -> @Sendable () -> SchedulerType {
        lock.withLock {
            defer { factory = newFactory }
            return factory
        }
    }
}
