/// A broadcaster's `SerialQueue`, run on the state and order words the broadcaster keeps in its
/// `BroadcasterWordStorage`: the uncontended path (claiming the drainer role, going idle again)
/// touches only those words; the queue object, which holds the backlog, is made the first time
/// someone finds the queue busy.
extension Broadcaster {
    /// The queue object for the contended path (a backlog, waiting and handing over), over this
    /// broadcaster's words; made on first use. Out of line: only the contended path needs it, and the
    /// uncontended path must stay small enough to inline.
    @inlinable package var queue: SerialQueue<Operation> {
        @inline(never) get { makeOrLoadQueue() }
    }

    /// `queue`'s body.
    @inlinable func makeOrLoadQueue() -> SerialQueue<Operation> {
        LazyObject.get(queueObjectAddress) { SerialQueue(sharing: wordsAddress.member(\.queue)) }
    }

    /// `SerialQueue.tryBeginDraining()` on this broadcaster's words.
    @inlinable func tryBeginDraining() -> Bool {
        SerialQueue<Operation>.tryBeginDraining(stateWord: queueStateAddress)
    }

    /// `SerialQueue.tryBeginDraining(updating:)` on this broadcaster's words.
    @inlinable func tryBeginDraining(updating update: () -> Void) -> Bool {
        SerialQueue<Operation>.tryBeginDraining(stateWord: queueStateAddress, orderWord: queueOrderAddress, updating: update)
    }

    /// `SerialQueue.finishDraining` with `apply`: goes idle, or runs what was queued meanwhile (then
    /// the queue object exists: only its contended path queues anything).
    @inlinable func finishDraining() {
        if SerialQueue<Operation>.tryFinishDraining(stateWord: queueStateAddress) { return }
        drainBacklog()
    }

    /// The queued half of `finishDraining`, out of line so the uncontended half stays small.
    @inlinable @inline(never) func drainBacklog() {
        _ = queue.drainWaiting { apply($0) }
    }
}
