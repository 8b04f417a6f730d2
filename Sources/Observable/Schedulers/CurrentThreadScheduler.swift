/// Runs work on the calling thread, as a trampoline: the first action scheduled on a thread runs at
/// once; actions scheduled while it runs (on that thread) are queued and run, in order, after it
/// returns — never nested. Other threads are unaffected.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The scheduler (it has no state of its own; the queue is per thread).
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether a call to `schedule` on this thread would run at once (no action is running here).
    public static var isScheduleRequired: Bool { ThreadQueue.current == nil }

    /// Runs `action(state)` now, or after the action running on this thread returns.
    ///
    /// - Parameters:
    ///   - state: Passed to `action`.
    ///   - action: The work; it runs on the calling thread, before the outermost `schedule` call on this
    ///     thread returns.
    /// - Returns: What `action` returned when it ran at once; when it was queued, a disposable that
    ///   cancels it if it has not run yet and otherwise disposes what it returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let queue = ThreadQueue.current {
            let item = ScheduledAction { action(state) }
            queue.items.append(item)
            return item
        }
        let queue = ThreadQueue()
        ThreadQueue.current = queue
        defer { ThreadQueue.current = nil }
        let result = action(state)
        while !queue.items.isEmpty {
            let item = queue.items.removeFirst()
            item.run()
        }
        return result
    }
}

/// The per-thread queue of `CurrentThreadScheduler`, stored in a pthread key. Touched only by its thread.
private final class ThreadQueue {
    var items: [ScheduledAction] = []

    /// This thread's queue, retained (`Unmanaged`), while an action runs on it.
    private static let slot = ThreadLocalSlot()

    /// The queue of the action running on this thread, if any.
    static var current: ThreadQueue? {
        get {
            guard let pointer = slot.pointer else { return nil }
            return Unmanaged<ThreadQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            if let old = slot.pointer { Unmanaged<ThreadQueue>.fromOpaque(old).release() }
            slot.pointer = newValue.map { Unmanaged.passRetained($0).toOpaque() }
        }
    }
}
