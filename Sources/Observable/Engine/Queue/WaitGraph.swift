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
package final class WaitGraph: @unchecked Sendable {
    /// The graph of the whole process.
    package static let shared = WaitGraph()

    private let lock = Lock()
    /// Each waiting thread's token → the state word of the queue it waits on. Guarded by `lock`.
    /// A word stays valid while its thread is recorded: the thread is inside that queue's method.
    private var waitingOn: [Int: WordAddress<Int>] = [:]

    /// Records that thread `me` is about to wait for the drainer named by `stateWord`, unless that
    /// drainer is `me` or waits, through the recorded waits, for `me`. Returns whether `me` may wait;
    /// if it returns `true`, the caller must call `endWait(me)` once it stops waiting.
    func beginWait(_ me: Int, forDrainerOf stateWord: WordAddress<Int>) -> Bool {
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
