import Foundation
import Signals

/// A scheduler on virtual time, for testing time-based code without waiting (RxTest's `TestScheduler`).
///
/// Work scheduled for a time runs when the clock is driven there by `start()`, `advanceTo(_:)` or
/// `sleep(_:)`, in time order and, for equal times, in scheduling order. One tick is `resolution`
/// seconds, so with the default 1.0, `debounce(.seconds(20), scheduler:)` waits 20 ticks. With
/// `simulateProcessingDelay` (the default, as in RxTest), work scheduled with `schedule` or
/// `scheduleRelative` for now or the past runs one tick later; work scheduled at an absolute time
/// (`scheduleAt`, hot and cold test observables, `start`'s subscription) runs at that time, or at
/// once if it is past, as in RxTest. Drive it from one thread at a time; scheduling from any thread is safe.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
    /// How many seconds one tick lasts. Private, as RxTest's is: a test file's own `resolution` must
    /// stay visible inside that file's `extension TestScheduler`.
    private let resolution: Double
    private let simulateProcessingDelay: Bool
    private let lock = NSLock()
    // Guarded by `lock`.
    private var currentClock: TestTime
    private var queue = VirtualWorkQueue()
    private var nextID = 0
    private var isRunning = false

    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time before any work runs, usually `0`.
    ///   - resolution: How many seconds one tick lasts; `1.0` by default, so `.seconds(5)` is 5 ticks.
    ///   - simulateProcessingDelay: Whether work scheduled by `schedule` or `scheduleRelative` for now
    ///     or the past runs one tick later (`true` by default, as in RxTest) rather than at the current tick.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        currentClock = initialClock
        self.resolution = resolution
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The current virtual time in ticks.
    public var clock: TestTime { lock.withLock { currentClock } }

    /// The current virtual time as a date: `clock * resolution` seconds after 1970.
    public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

    /// `interval` in ticks, rounded to the nearest tick.
    ///
    /// - Parameter interval: A real-time span, as time operators take it.
    /// - Returns: The span in ticks; `Int.max` for `.never` and for a span too long to count in ticks
    ///   (`Int.min` for one too far negative), never an overflow.
    public func convertToVirtualTimeInterval(_ interval: RxTimeInterval) -> TestTime {
        let nanoseconds: Double
        switch interval {
        case .seconds(let value): nanoseconds = Double(value) * 1e9
        case .milliseconds(let value): nanoseconds = Double(value) * 1e6
        case .microseconds(let value): nanoseconds = Double(value) * 1e3
        case .nanoseconds(let value): nanoseconds = Double(value)
        case .never: return Int.max
        @unknown default: return Int.max
        }
        let ticks = nanoseconds / 1e9 / resolution + 0.5
        if ticks >= Double(Int.max) { return Int.max }
        if ticks <= Double(Int.min) { return Int.min }
        return Int(ticks)
    }

    // MARK: Scheduling

    /// Runs `action(state)` at the next tick (at once in virtual terms).
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it runs on the thread that drives the clock, when the clock gets there.
    /// - Returns: Cancels the action if it has not run yet, and disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Runs `action(state)` when the clock reaches `now + dueTime`.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay, in ticks by `convertToVirtualTimeInterval(_:)`; `.never` (or a span too
    ///     long to count in ticks) schedules nothing.
    ///   - action: The work; it runs on the thread that drives the clock.
    /// - Returns: Cancels the action if it has not run yet, and disposes what it returned.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let ticks = convertToVirtualTimeInterval(dueTime)
        if ticks == Int.max { return Disposables.create() }
        return enqueue(state, at: { clock in Self.saturatingSum(clock, ticks) }, simulatingProcessingDelay: true, action: action)
    }

    /// Runs `action` after `startAfter`, then every `period`, in virtual time.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: Gets the previous run's result and returns the next run's state.
    /// - Returns: Stops the runs: none happens after it is disposed.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        schedulePeriodicByRescheduling(state, startAfter: startAfter, period: period, action: action)
    }

    /// Runs `action(state)` `dueTime` ticks from now.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay in ticks. A time past the end of virtual time saturates: it is due at
    ///     `Int.max` (reached only by `start()` or `advanceTo(Int.max)`), never an overflow.
    ///   - action: The work; it runs on the thread that drives the clock.
    /// - Returns: Cancels the action if it has not run yet, and disposes what it returned.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: TestTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: Self.saturatingSum(clock, dueTime), action: action)
    }

    /// `time + ticks`, clamped to `Int.min...Int.max` instead of overflowing.
    private static func saturatingSum(_ time: TestTime, _ ticks: TestTime) -> TestTime {
        let (sum, overflow) = time.addingReportingOverflow(ticks)
        return overflow ? (ticks > 0 ? Int.max : Int.min) : sum
    }

    /// Runs `action(state)` at virtual time `time`, or, if `time` is not in the future, as soon as the
    /// clock is driven (at the current time, as RxTest's: only `schedule` and `scheduleRelative` add
    /// the simulated processing delay).
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - time: The virtual time to run at; work due at the same time runs in scheduling order.
    ///   - action: The work; it runs on the thread that drives the clock.
    /// - Returns: Cancels the action if it has not run yet, and disposes what it returned.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue(state, at: { _ in time }, simulatingProcessingDelay: false, action: action)
    }

    /// Queues `action(state)` at the time `due` computes from the clock (read under the lock); with
    /// `simulatingProcessingDelay`, a time not in the future becomes the next tick when the
    /// scheduler simulates processing delay (RxTest's `adjustScheduledTime`, applied, as there, to
    /// relative scheduling only).
    private func enqueue<StateType>(
        _ state: StateType, at due: (TestTime) -> TestTime, simulatingProcessingDelay: Bool, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = ScheduledAction { action(state) }
        lock.withLock {
            var time = due(currentClock)
            if simulatingProcessingDelay && simulateProcessingDelay && time <= currentClock { time = currentClock + 1 }
            nextID += 1
            queue.insert(VirtualWorkItem(time: time, id: nextID, action: item))
        }
        return item
    }

    /// Runs `action` at virtual time `time`, as `scheduleAbsoluteVirtual` does, without a way to cancel it.
    ///
    /// - Parameters:
    ///   - time: The virtual time to run at.
    ///   - action: The work; it runs on the thread that drives the clock.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    // MARK: Driving the clock

    /// Runs all scheduled work, moving the clock forward, until nothing is left or `stop()` is called.
    public func start() {
        lock.withLock { isRunning = true }
        while let item = takeNext(upTo: Int.max) {
            item.action.run()
        }
    }

    /// Stops `start()` or `advanceTo(_:)` after the work running now.
    public func stop() {
        lock.withLock { isRunning = false }
    }

    /// Runs the work due up to and including `time`, then sets the clock to `time`, as RxTest does:
    /// also when nothing was due, when the last work was earlier, or when `stop()` ended the run
    /// (the work left behind is then overdue and runs at the next drive).
    ///
    /// - Parameter time: Where to move the clock; not earlier than `clock` (that stops the program).
    public func advanceTo(_ time: TestTime) {
        lock.withLock {
            precondition(time >= currentClock, "TestScheduler cannot go back in time: \(time) < \(currentClock)")
            isRunning = true
        }
        while let item = takeNext(upTo: time) {
            item.action.run()
        }
        lock.withLock {
            currentClock = max(currentClock, time)
            isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` ticks without running anything.
    ///
    /// - Parameter virtualInterval: How many ticks to skip, not negative (that stops the program, as
    ///   RxTest's "Can't sleep to past."); the clock stops at `Int.max`. Work due meanwhile runs late,
    ///   at the next drive.
    public func sleep(_ virtualInterval: TestTime) {
        precondition(virtualInterval >= 0, "TestScheduler cannot sleep back in time: \(virtualInterval) ticks")
        lock.withLock { currentClock = Self.saturatingSum(currentClock, virtualInterval) }
    }

    /// Removes and returns the earliest live item due at or before `limit`, advancing the clock to it.
    private func takeNext(upTo limit: TestTime) -> VirtualWorkItem? {
        lock.withLock {
            guard isRunning else { return nil }
            switch queue.popFirstLive(upTo: limit) {
            case .empty:
                isRunning = false
                return nil
            case .notDue:
                return nil
            case .due(let item):
                currentClock = max(currentClock, item.time)
                return item
            }
        }
    }
}

/// One piece of virtual-time work: when it is due, its order among work due at the same time, and the
/// `ScheduledAction` shared with the real schedulers (runs at most once; disposing drops the action).
struct VirtualWorkItem {
    let time: TestTime
    let id: Int
    let action: ScheduledAction
}
