/// Runs operations one at a time, in submission order, without ever blocking a caller or holding a
/// lock while an operation runs. The heart of Signals' threading and reentrancy contract.
///
/// The first caller to find the queue idle becomes its *drainer*: it runs its own operation and then
/// every operation other callers (other threads, or its own handlers, reentrantly) queued meanwhile.
/// Any other caller appends its operation and returns at once. So operations never overlap, never
/// recurse, and everyone observes them in one order. The uncontended path is two compare-and-swaps:
/// no lock and no allocation.
@usableFromInline
final class SerialQueue<Operation>: @unchecked Sendable {
    /// `idle`, `busy`, or `busy | pending`. `pending` is only changed with `lock` held.
    @usableFromInline let state = AtomicWord(SerialQueue.idle)
    @usableFromInline let lock = Lock()
    /// Operations waiting for the drainer. Guarded by `lock`.
    @usableFromInline var waiting = ContiguousArray<Operation>()
    /// The batch the drainer is running. Touched only by the drainer; its capacity is reused.
    @usableFromInline var running = ContiguousArray<Operation>()

    @usableFromInline static var idle: Int { 0 }
    @usableFromInline static var busy: Int { 1 }
    @usableFromInline static var pending: Int { 2 }

    @usableFromInline init() {}
    deinit { state.deallocate() }

    /// Runs `operation` through `run` now, or queues it for the current drainer.
    ///
    /// Every caller of one queue must pass the same `run` logic: a queued operation is run by
    /// whichever caller is draining.
    @inlinable
    func submit(_ operation: Operation, _ run: (Operation) -> Void) {
        if state.compareExchange(expected: Self.idle, desired: Self.busy) {
            run(operation)
            finishDraining(run)
        } else {
            submitContended(operation, run)
        }
    }

    /// Claims the drainer role if the queue is idle, for a caller that runs its operation inline
    /// (without building it) and then calls `finishDraining`. Returns `false` if someone else is
    /// draining; the caller then submits its operation with `submitContended`.
    @inlinable
    func tryBeginDraining() -> Bool {
        state.compareExchange(expected: Self.idle, desired: Self.busy)
    }

    /// Like `submit`, but first runs `update` with the queue's lock held, in the same critical
    /// section that orders the operation. `update` must not call user code.
    @inlinable
    func submit(_ operation: Operation, updatingWhileLocked update: () -> Void, _ run: (Operation) -> Void) {
        lock.lock()
        update()
        let isDrainer = becomeDrainerOrEnqueueLocked(operation)
        lock.unlock()
        if isDrainer {
            run(operation)
            finishDraining(run)
        }
    }

    /// Gives up the drainer role, first running whatever was queued while draining.
    @inlinable
    func finishDraining(_ run: (Operation) -> Void) {
        if state.compareExchange(expected: Self.busy, desired: Self.idle) { return }
        drainWaiting(run)
    }

    @usableFromInline
    func submitContended(_ operation: Operation, _ run: (Operation) -> Void) {
        lock.lock()
        let isDrainer = becomeDrainerOrEnqueueLocked(operation)
        lock.unlock()
        if isDrainer {
            run(operation)
            finishDraining(run)
        }
    }

    /// With `lock` held: claims the drainer role if the queue is idle (returns `true`; the caller
    /// runs `operation`), otherwise queues `operation` for the drainer (returns `false`).
    ///
    /// The drainer can only go idle through a compare-and-swap from plain `busy`, which fails once
    /// `pending` is set, and clearing `pending` needs `lock`: nothing queued here is ever stranded.
    @usableFromInline
    func becomeDrainerOrEnqueueLocked(_ operation: Operation) -> Bool {
        while true {
            let current = state.load()
            if current == Self.idle {
                if state.compareExchange(expected: Self.idle, desired: Self.busy) { return true }
            } else if current & Self.pending != 0 || state.compareExchange(expected: current, desired: current | Self.pending) {
                waiting.append(operation)
                return false
            }
        }
    }

    @usableFromInline
    func drainWaiting(_ run: (Operation) -> Void) {
        repeat {
            lock.lock()
            swap(&waiting, &running)
            state.store(Self.busy)
            lock.unlock()
            for operation in running { run(operation) }
            running.removeAll(keepingCapacity: true)
        } while !state.compareExchange(expected: Self.busy, desired: Self.idle)
    }
}
