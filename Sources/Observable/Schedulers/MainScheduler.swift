import Dispatch
import Foundation

/// The main thread's scheduler, for UI work. `MainScheduler.instance` runs an action at once when
/// called on the main thread with nothing of its own already queued there, otherwise it queues the
/// action on `DispatchQueue.main`; either way actions run in scheduling order.
///
/// `MainScheduler.asyncInstance` (declared with the dispatch-queue schedulers, in `Signals`) always
/// queues, even on the main thread.
public final class MainScheduler: SchedulerType, @unchecked Sendable {
    /// The main-thread scheduler that runs inline when it can (what `Driver` delivers on).
    public static let instance = MainScheduler()

    private let configuration = DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0))
    /// Actions scheduled through `schedule` that have not finished yet.
    private let pending = AtomicWord(0)

    /// A main-thread scheduler with its own ordering (RxSwift's `MainScheduler()`): it runs inline
    /// whenever *it* has nothing queued, even inside an action of another main-thread scheduler.
    /// `Binder`, `ControlEvent` and `ControlProperty` each use their own, so a value bound while a
    /// `Driver` or a control delivers on the main thread is applied at once, as in RxCocoa.
    public init() {}

    /// Whether the caller is on the main thread.
    public static var isMainThread: Bool { Thread.isMainThread }

    /// Stops the program with a message if the caller is not on the main thread.
    ///
    /// - Parameter errorMessage: What the crash says; by default that a background thread was found.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        precondition(isMainThread, errorMessage ?? "Executing on a background thread; expected the main thread.")
    }

    /// Stops the program with a message if the caller is not on the main thread (RxSwift's name
    /// for `ensureExecutingOnScheduler`, which RxSwift keeps for `MainScheduler`'s own checks).
    ///
    /// - Parameter errorMessage: What the crash says; by default that a background thread was found.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        precondition(isMainThread, errorMessage ?? "Running on background thread.")
    }

    /// The current wall-clock time.
    public var now: RxTime { Date() }

    /// Runs `action(state)` now if on the main thread and nothing scheduled earlier is still waiting,
    /// otherwise asynchronously on the main queue.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it always runs on the main thread, after the actions scheduled before it.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let pendingIncludingThis = pending.add(1)
        if pendingIncludingThis == 1 && Thread.isMainThread {
            defer { pending.add(-1) }
            return action(state)
        }
        let item = ScheduledAction { action(state) }
        // The block keeps the scheduler, and so its counter, alive: a `MainScheduler()` of a trait or
        // binder may be released while its work is still queued.
        DispatchQueue.main.async {
            item.run()
            self.pending.add(-1)
        }
        return item
    }

    /// Runs `action(state)` on the main queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay; `.never` schedules nothing.
    ///   - action: The work; it runs on the main thread.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`; runs never overlap.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: Gets the previous run's result and returns the next run's state; runs on the main thread.
    /// - Returns: Stops the timer; no run starts after it is disposed, and the state is released.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
