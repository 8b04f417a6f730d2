/// A scheduler that also knows time: it can run work after a delay and periodically (RxSwift's shape).
///
/// Time operators (`debounce`, `throttle`, `delay`, `interval`, `timer`, `timeout`) take one, so tests
/// can pass a virtual-time `TestScheduler` and production code a dispatch-based scheduler.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action(state)` once `dueTime` has passed, measured on the scheduler's clock (`now`).
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - dueTime: The delay; `.never` means the action never runs.
    ///   - action: The work; it runs at most once, on the scheduler's thread or queue.
    /// - Returns: Cancels the action if it has not started, and disposes what it returned.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`, each time with the state the previous
    /// run returned, until the returned disposable is disposed. Runs never overlap.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time between runs.
    ///   - action: Gets the previous run's result and returns the next run's state.
    /// - Returns: Stops the runs: none starts after it is disposed, and the state is released.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// `schedulePeriodic` built from `scheduleRelative`: each run first schedules the next one `period`
    /// later, then runs the action, as RxSwift's `SchedulePeriodicRecursive` does — so work the action
    /// schedules for the same time as the next tick runs after that tick, in RxSwift's order.
    /// Schedulers without a native periodic timer can use it.
    ///
    /// - Parameters:
    ///   - state: The state of the first run.
    ///   - startAfter: The delay before the first run.
    ///   - period: The time from the start of one run to the start of the next.
    ///   - action: Gets the previous run's result and returns the next run's state.
    /// - Returns: Stops the runs: none starts after it is disposed, and the state is released.
    public func schedulePeriodicByRescheduling<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = SerialDisposable()
        let box = PeriodicState(state, action)
        func scheduleNext(after delay: RxTimeInterval) {
            timer.disposable = scheduleRelative((), dueTime: delay) { _ in
                guard box.isActive else { return Disposables.create() }
                scheduleNext(after: period)
                box.tick()
                return Disposables.create()
            }
        }
        scheduleNext(after: startAfter)
        return Disposables.create { box.cancel(); timer.dispose() }
    }
}
