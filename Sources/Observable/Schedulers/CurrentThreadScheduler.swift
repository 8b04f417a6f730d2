/// Runs work on the calling thread, as a trampoline: the first action scheduled on a thread runs at
/// once; actions scheduled while it runs (on that thread) are queued and run, in order, after it
/// returns — never nested. Other threads are unaffected.
///
/// As in RxSwift, every subscription to an operator or a synchronous source runs on this trampoline
/// (the outermost `subscribe` on a thread starts it), so `of`, `from`, `range` and `repeatElement`,
/// which send on it, send after that `subscribe` returns, and several of them take turns.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The scheduler (it has no state of its own; the queue is per thread).
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether a call to `schedule` on this thread would run at once (no action is running here).
    public static var isScheduleRequired: Bool { !Trampoline.isRunningOnThisThread }

    /// Runs `action(state)` now, or after the action running on this thread returns.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it runs on the calling thread, before the outermost `schedule` call on this
    ///     thread returns.
    /// - Returns: What `action` returned when it ran at once; when it was queued, a disposable that
    ///   cancels it if it has not run yet and otherwise disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledAction { action(state) }
            trampoline.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
    }
}

/// Work queued on a thread's trampoline: an action of `CurrentThreadScheduler.schedule`, or a
/// synchronous source that sends its next value each time it is run (it may queue itself again).
@usableFromInline
package protocol TrampolineWork: AnyObject {
    /// Does the work, on the trampoline's thread, after the work queued before it.
    func runOnTrampoline()
}

extension ScheduledAction: TrampolineWork {
    package func runOnTrampoline() { run() }
}

/// One thread's trampoline: whether an action runs on it now, and the work queued behind that action.
/// Made on a thread's first use and kept for the thread's life (released by the pthread key's
/// destructor when the thread ends), so starting it costs no allocation. Touched only by its thread.
@usableFromInline
package final class Trampoline {
    /// Whether an action runs, and the work queued behind it.
    private struct State {
        /// Whether the outermost action runs now (work scheduled meanwhile is queued).
        var isRunning = false
        /// Queued work, oldest first; O(1) to add and to take however long it grows while it drains.
        var queue = FIFOBuffer<TrampolineWork>()
    }

    /// The trampoline's state. Thread-confined (Engine/README.md, `@exclusivity(unchecked)`): only
    /// this trampoline's thread reaches it.
    @exclusivity(unchecked) private var state = State()

    /// Whether the outermost action runs now (work scheduled meanwhile is queued).
    @usableFromInline package var isRunning: Bool { state.isRunning }

    /// Whether work is queued behind the running action.
    @usableFromInline package var hasQueuedWork: Bool { !state.queue.isEmpty }

    /// Queues `work` to run after everything queued before it.
    @usableFromInline package func enqueue(_ work: TrampolineWork) { state.queue.append(work) }

    /// Runs `body` as the outermost action, then the queued work, oldest first, until none is left.
    @usableFromInline
    package func run<Result>(_ body: () -> Result) -> Result {
        state.isRunning = true
        defer { state.isRunning = false }
        let result = body()
        while let work = state.queue.popFirst() { work.runOnTrampoline() }
        return result
    }

    /// Runs `body` as the outermost action of a trampoline of its own (the work it queues runs before
    /// this returns), then gives back the running one with its queue: for code that waits, inside a
    /// trampoline action, for what it subscribes to (`toBlocking()`), which would otherwise wait for
    /// work queued behind itself.
    package func runSeparately<Result>(_ body: () -> Result) -> Result {
        let saved = state
        state = State()
        defer { state = saved }
        return run(body)
    }

    /// Whether the calling thread's trampoline runs an action now; out of line, so an inlined
    /// `subscribe` costs one call here.
    @usableFromInline @inline(never)
    package static var isRunningOnThisThread: Bool { slot.existing?.isRunning ?? false }

    /// The calling thread's trampoline.
    @usableFromInline package static var current: Trampoline { slot.get { Trampoline() } }

    /// Each thread's trampoline; released when the thread ends.
    private static let slot = ThreadLocalObject<Trampoline>()
}

extension Observable {
    /// Runs `attach` for a subscriber as RxSwift's `Producer.subscribe` does: on this thread's
    /// trampoline, starting it when it is not running (then the work queued meanwhile — values of
    /// `of`/`from`/`range`/`repeatElement` — runs before this returns). Out of line: a subscription
    /// made while the trampoline runs (every inner one) does not come here.
    @usableFromInline @inline(never)
    final func attachOnNewTrampoline(_ handler: @escaping EventHandler<Element>, _ lifetime: Lifetime) -> Disposable {
        Trampoline.current.run { attach(handler, lifetime) }
    }
}
