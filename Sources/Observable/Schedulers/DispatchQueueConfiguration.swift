import Dispatch
import Foundation

/// The scheduling logic shared by the dispatch-queue schedulers: immediate work is `async`, delayed
/// work is `asyncAfter`, periodic work is a dispatch timer source with the given leeway.
package struct DispatchQueueConfiguration: Sendable {
    package let queue: DispatchQueue
    package let leeway: DispatchTimeInterval

    /// Schedules on `queue`, with `leeway` for dispatch timers.
    package init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self.queue = queue
        self.leeway = leeway
    }

    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = ScheduledAction { action(state) }
        queue.async { item.run() }
        return item
    }

    package func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if case .never = dueTime { return Disposables.create() }
        let item = ScheduledAction { action(state) }
        queue.asyncAfter(deadline: .now() + dueTime) { item.run() }
        return item
    }

    package func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let box = PeriodicState(state, action)
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler { box.tick() }
        timer.resume()
        let source = TimerSourceBox(timer)
        return Disposables.create {
            box.cancel()
            source.cancel()
        }
    }
}

/// Owns a dispatch timer source so it can be cancelled from a `Sendable` disposable.
private final class TimerSourceBox: @unchecked Sendable {
    private let timer: DispatchSourceTimer
    init(_ timer: DispatchSourceTimer) { self.timer = timer }
    func cancel() { timer.cancel() }
}
