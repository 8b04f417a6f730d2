import SignalsAtomics

/// The calling thread's identity as a word (`signals_thread_token`: on Linux the thread pointer,
/// elsewhere its `pthread_t`): non-zero, at least 4-byte aligned, and different from every other
/// live thread's. A `SerialQueue`'s drainer keeps it in the queue's state word (`QueueState`).
@usableFromInline
enum ThreadToken {
    /// The calling thread's token.
    @inlinable static var current: Int { signals_thread_token() }
}

/// The layout of a `SerialQueue`'s state word: `idle` (0), or the `ThreadToken` of the thread that
/// holds the drainer role, with `pendingBit` set while operations may be queued and `deferredBit`
/// once an operation deferred work to the end of the drain (`markSubscriptionsDeferred`). Naming the drainer
/// in the word it claims costs nothing on the send path (the token replaces the constant a claim
/// used to store, and is read in one instruction on Linux), and lets a sender tell that it is
/// itself the drainer: the invariant every "never waits for itself" rule rests on.
///
/// Who writes it: a thread claiming the role (`idle` → its token, by compare-and-swap); the drainer
/// going idle (its token → `idle`) or clearing the flags (storing its token, `lock` held); the drainer
/// setting `deferredBit`;
/// a sender setting `pendingBit` (`lock` held); the drainer handing the role over (`lock` held,
/// storing the successor's token with `pendingBit`). So the word names the drainer at every moment
/// the queue is busy. Proof: `OwnQueueContractTests`, `LivenessContractTests`.
@usableFromInline
enum QueueState {
    /// No drainer.
    @inlinable static var idle: Int { 0 }
    /// Set while operations may be queued: the drainer must look at the backlog before going idle.
    @inlinable static var pendingBit: Int { 2 }
    /// Set by the drainer when an operation deferred work to the end of its drain: the uncontended
    /// `finishDraining` then fails and the slow path reports it (`SerialQueue.finishDraining`).
    @inlinable static var deferredBit: Int { 1 }

    /// The token of the drainer named by `state` (`idle` if there is none).
    @inlinable static func drainer(of state: Int) -> Int { state & ~(pendingBit | deferredBit) }
}

/// Who waits for whom among the threads waiting on `SerialQueue`s, so that no wait ever closes a
/// cycle: a thread waits for a queue's drainer only if that drainer is not itself, and is not —
/// through the waits recorded here — waiting for it.
///
/// Each waiting thread is recorded with the state word of the queue it waits on (the word names that
/// queue's current drainer, `QueueState`). Following the records from a queue's drainer
/// (drainer → the queue it waits on → that queue's drainer → …) either reaches a thread that does
/// not wait (which runs, so the chain makes progress) or comes back to the caller (a cycle: the
/// caller does not wait). The check and the record are made under one lock, so of two threads
/// about to wait for each other the second sees the first's record. Only the contended path comes
/// here; nobody holds this lock while running user code or waiting.
final class WaitGraph: @unchecked Sendable {
    /// The graph of the whole process.
    static let shared = WaitGraph()

    private let lock = Lock()
    /// Each waiting thread's token → the state word of the queue it waits on. Guarded by `lock`.
    /// A word stays valid while its thread is recorded: the thread is inside that queue's method.
    private var waitingOn: [Int: UnsafeMutablePointer<Int>] = [:]

    /// Records that thread `me` is about to wait for the drainer named by `stateWord`, unless that
    /// drainer is `me` or waits, through the recorded waits, for `me`. Returns whether `me` may wait;
    /// if it returns `true`, the caller must call `endWait(me)` once it stops waiting.
    func beginWait(_ me: Int, forDrainerOf stateWord: UnsafeMutablePointer<Int>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var drainer = QueueState.drainer(of: InlineAtomic.load(stateWord))
        // An idle queue (drainer 0) names nobody: the walk ends there. The hop bound stops a walk
        // through records that changed meanwhile: such a walk can only answer `false` where waiting
        // was safe.
        for _ in 0...waitingOn.count {
            if drainer == me { return false }
            // A thread recorded as waiting for the queue it now drains was just handed that queue's
            // role (`QueueContention.handOverLocked`) and has not woken up yet: it runs.
            guard let next = waitingOn[drainer], QueueState.drainer(of: InlineAtomic.load(next)) != drainer else {
                waitingOn[me] = stateWord
                return true
            }
            drainer = QueueState.drainer(of: InlineAtomic.load(next))
        }
        return false
    }

    /// Removes `me`'s record: it stopped waiting.
    func endWait(_ me: Int) {
        lock.withLock { waitingOn[me] = nil }
    }
}
