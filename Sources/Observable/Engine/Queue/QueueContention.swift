/// The bookkeeping a `SerialQueue` needs only while it is contended: the bound on its backlog, the
/// hand-over of the drainer role, and the condition variable callers wait on. A queue creates one
/// (under its lock) the first time an operation is queued, so an uncontended queue never pays for it.
///
/// Every field is guarded by the owning queue's `lock`, except `opsStarted`, which is atomic. Nobody
/// waits here while running user code: the drainer runs operations with the lock released. Who may
/// wait (`waitAfterEnqueueLocked`): a caller of `submit` whose thread
/// - is not this queue's drainer (the state word does not name it): a thread never
///   waits for a queue it is itself draining, whatever chain of operators brought its send here;
/// - drains no backlog (`DrainDepth.current == 0`): a send from a handler run from a backlog never
///   waits;
/// - would not close a cycle of waiting threads (`WaitGraph`): every chain of waits ends at a
///   running thread.
/// For how long: while its operation is beyond `capacity` in the backlog (twice that while the
/// drainer is still on its first operation), or until the role is handed to it; and at most until
/// the drainer has started no operation for `stallSeconds` (`firstOperationStallSeconds` while it is
/// still on its first operation): a handler blocked in user code costs each sender that delay.
@usableFromInline
package final class QueueContention: @unchecked Sendable {
    /// How many operations may wait in the backlog before callers that may wait start waiting
    /// (twice as many while the drainer runs its first operation). So a backlog holds at most
    /// `2 * capacity` operations plus one per sending thread, unless a handler call stalls for
    /// `stallSeconds`, or the senders are themselves draining queues (they never wait).
    package static let capacity = 1_024
    /// How many operations the drainer takes from the backlog at a time (between two looks at it).
    static let batchSize = 64
    /// After running this many queued operations, the drainer hands its role to the next caller
    /// that may wait, instead of draining for as long as others keep sending.
    static let handOverAfter = 256
    /// A waiting caller gives up when the drainer started no operation for this long: one handler
    /// call is that slow, or it blocks in user code until this very caller does something. Giving up
    /// never loses anything.
    static let stallSeconds = 0.1
    /// The same for a drainer still on its first operation, which has not looked at the backlog yet
    /// (a long first handler call costs each sender this much, not `stallSeconds`).
    static let firstOperationStallSeconds = 0.01

    /// The queue's state word (`QueueState`), which names its drainer.
    let stateWord: WordAddress<Int>

    package let condition = Condition()
    /// How many operations the drainer has taken from the backlog, ever. Guarded by `lock`.
    package var dequeued = 0
    /// Whether the drainer is in `drainWaiting` (its thread's `DrainDepth` is above zero), so callers
    /// may wait for it. Guarded by `lock`; `false` while the drainer runs its own first operation.
    var drainerIsWaitable = false
    /// Whether the drainer has run `handOverAfter` operations and wants a successor. Guarded by `lock`.
    var wantsSuccessor = false
    /// Whether a caller is waiting to take the drainer role over. Guarded by `lock`.
    var successorWaiting = false
    /// The absolute position (counted like `dequeued`) of the waiting successor's operation; the
    /// drainer runs everything before it, then hands over. Guarded by `lock`.
    var successorPosition = 0
    /// The waiting successor's `ThreadToken`, which the drainer stores in the state word as it hands
    /// the role over (before the successor has woken up): from then on, the old drainer is a sender
    /// like any other. Guarded by `lock`.
    var successorToken = 0
    /// Set by the drainer when it gives the role to the waiting successor. Guarded by `lock`.
    var handedOver = false
    /// Whether the drainer took the role over from another one: its `DrainDepth` was raised at the
    /// hand-over, before its first operation, and `drainWaiting` must not raise it again. Guarded by `lock`.
    var inheritedRole = false
    /// How many callers are waiting on `condition`. Guarded by `lock`.
    var waiters = 0
    /// How many queued operations the drainer has started. Written only by the drainer (one thread
    /// at a time, handed on under `lock`); read by waiting callers to see whether it makes progress.
    let opsStarted = AtomicWord(0)

    package init(stateWord: WordAddress<Int>) { self.stateWord = stateWord }

    /// Called with `lock` held right after a caller appended an operation at absolute position
    /// `position` (`dequeued` + its index in the backlog). Waits while the operation is beyond
    /// `capacity` and the drainer drains (throttling), then, if the drainer wants a successor, waits
    /// to become it.
    ///
    /// Returns `true` if the caller now holds the drainer role: the old drainer ran everything queued
    /// before the caller's operation and took that operation out of the backlog, so the caller runs
    /// it, then `finishDraining`. Returns `false` if the caller just returns. Never waits where the
    /// calling thread is this queue's drainer or drains a backlog, nor where the wait would close a
    /// cycle (see the type's documentation).
    func waitAfterEnqueueLocked(position: Int, lock: Lock) -> Bool {
        // A drainer still in its first operation has not looked at the backlog yet: twice the
        // capacity may queue up before callers wait for it.
        let mustThrottle = drainerIsWaitable ? position - dequeued >= Self.capacity : position - dequeued >= 2 * Self.capacity
        guard mustThrottle || (wantsSuccessor && !successorWaiting), DrainDepth.current == 0 else { return false }
        let me = ThreadToken.current
        guard QueueState.drainer(of: InlineAtomic.load(stateWord)) != me else { return false }
        if mustThrottle {
            let stall = drainerIsWaitable ? Self.stallSeconds : Self.firstOperationStallSeconds
            _ = wait(releasing: lock, me: me, stallSeconds: stall) { position - dequeued < Self.capacity }
        }
        guard wantsSuccessor && !successorWaiting && position >= dequeued else { return false }
        successorWaiting = true
        successorPosition = position
        successorToken = me
        _ = wait(releasing: lock, me: me, stallSeconds: Self.stallSeconds) { handedOver || !drainerIsWaitable }
        if handedOver {
            handedOver = false
            inheritedRole = true
            DrainDepth.enter()  // left by `drainWaiting`, which the new drainer always reaches
            return true
        }
        successorWaiting = false
        return false
    }

    /// Waits on `condition` (with `lock` held on entry and exit) until `done()` holds; returns
    /// `false` without waiting if the wait would close a cycle (`WaitGraph`), and gives up (returning
    /// `false`) once the drainer started no operation for `stallSeconds`.
    private func wait(releasing lock: Lock, me: Int, stallSeconds: Double, until done: () -> Bool) -> Bool {
        if done() { return true }
        guard WaitGraph.shared.beginWait(me, forDrainerOf: stateWord) else { return false }
        defer { WaitGraph.shared.endWait(me) }
        QueueStatistics.recordWait()
        waiters += 1
        defer { waiters -= 1 }
        while !done() {
            let started = opsStarted.load()
            if !condition.wait(releasing: lock, seconds: stallSeconds) && !done() && opsStarted.load() == started {
                return false
            }
        }
        return true
    }

    /// The drainer, with `lock` held, after running at least `handOverAfter` operations: how many
    /// operations it may still take before the waiting successor's (0: hand over now). Without a
    /// successor, records that it wants one and returns `Int.max`: it keeps draining meanwhile.
    func operationsBeforeSuccessorLocked() -> Int {
        guard successorWaiting else {
            wantsSuccessor = true
            return .max
        }
        return successorPosition - dequeued
    }

    /// The drainer, with `lock` held, took the successor's operation (the oldest one) out of the
    /// backlog: gives it the role. The drainer then returns without touching the queue again. The
    /// successor raises its `DrainDepth` before running anything, so the queue stays waitable.
    func handOverLocked() {
        // `pendingBit` stays set: the backlog was not empty (the successor's operation was in it).
        // `deferredBit` is the old drainer's to report (`drainWaiting` read it).
        InlineAtomic.store(stateWord, successorToken | QueueState.pendingBit)
        dequeued += 1
        successorWaiting = false
        wantsSuccessor = false
        handedOver = true
        condition.broadcast()
    }

    /// The drainer, with `lock` held, took `count` operations from the backlog: throttled callers
    /// may go on.
    func tookLocked(_ count: Int) {
        dequeued += count
        if waiters > 0 { condition.broadcast() }
    }

    /// The drainer, with `lock` held, found the backlog empty and is about to go idle.
    func stopDrainingLocked() {
        drainerIsWaitable = false
        wantsSuccessor = false
        if waiters > 0 { condition.broadcast() }
    }
}
