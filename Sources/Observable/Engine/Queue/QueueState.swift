import SignalsAtomics

/// The calling thread's identity as a word (`signals_thread_token`: on Linux the thread pointer,
/// elsewhere its `pthread_t`): non-zero, at least 4-byte aligned, and different from every other
/// live thread's. A `SerialQueue`'s drainer keeps it in the queue's state word (`QueueState`).
@usableFromInline
package enum ThreadToken {
    /// The calling thread's token.
    @inlinable package static var current: Int { signals_thread_token() }
}

/// The layout of a `SerialQueue`'s state word: `idle` (0), or the `ThreadToken` of the thread that
/// holds the drainer role, with `pendingBit` set while operations may be queued and `deferredBit`
/// once an operation deferred work to the end of the drain (`markSubscriptionsDeferred`). Naming the drainer
/// in the word it claims costs nothing on the send path (the token replaces the constant a claim
/// used to store, and is read in one instruction on Linux), and lets a sender tell that it is
/// itself the drainer: the invariant every "never waits for itself" rule rests on.
///
/// Who writes it: a thread claiming the role (`idle` → its token, by compare-and-swap); the drainer
/// going idle (its token, alone or with just `deferredBit`, → `idle`) or clearing the flags (storing
/// its token, `lock` held); the drainer setting `deferredBit`;
/// a sender setting `pendingBit` (`lock` held); the drainer handing the role over (`lock` held,
/// storing the successor's token with `pendingBit`). So the word names the drainer at every moment
/// the queue is busy. Proof: `OwnQueueContractTests`, `LivenessContractTests`.
@usableFromInline
package enum QueueState {
    /// No drainer.
    @inlinable package static var idle: Int { 0 }
    /// Set while operations may be queued: the drainer must look at the backlog before going idle.
    @inlinable static var pendingBit: Int { 2 }
    /// Set by the drainer when an operation deferred work to the end of its drain: the uncontended
    /// `finishDraining` then fails and the slow path reports it (`SerialQueue.finishDraining`).
    @inlinable package static var deferredBit: Int { 1 }

    /// The token of the drainer named by `state` (`idle` if there is none).
    @inlinable package static func drainer(of state: Int) -> Int { state & ~(pendingBit | deferredBit) }
}
