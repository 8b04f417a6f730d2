extension SerialQueue {
    /// Runs the backlog, in order, as the drainer; returns when the queue went idle or the role was
    /// handed to a successor.
    ///
    /// Takes at most `QueueContention.batchSize` operations at a time under `lock` and runs them with
    /// `lock` released. Once it has run `handOverAfter` of them it asks for a successor; when one
    /// waits, it runs what was queued before the successor's operation, hands the role over and
    /// returns: a caller that became the drainer (a `subscribe`, a `dispose`, a bag's `deinit`, an
    /// `accept`) is not held for as long as other threads keep sending. If nobody comes to take over, it keeps draining until the
    /// backlog is empty. The calling thread's `DrainDepth` is raised meanwhile, so it never waits
    /// for another queue while it drains this one.
    /// Returns whether the state word carried `QueueState.deferredBit` (an operation called
    /// `markSubscriptionsDeferred`) when it went idle or handed over; the bit is cleared then.
    @usableFromInline @inline(never) @discardableResult
    func drainWaiting(_ run: (Operation) -> Void) -> Bool {
        lock.lock()
        let contention = contentionLocked()
        // A successor's depth was raised when the role was handed to it (`pending` stays set until
        // the backlog is empty, so a successor's `finishDraining` always gets here).
        if contention.inheritedRole {
            contention.inheritedRole = false
        } else {
            DrainDepth.enter()
        }
        defer { DrainDepth.leave() }
        contention.drainerIsWaitable = true
        let me = ThreadToken.current
        var sawDeferred = false
        var ran = 0
        while true {
            if waiting.isEmpty {
                sawDeferred = sawDeferred || InlineAtomic.load(stateWordAddress) & QueueState.deferredBit != 0
                InlineAtomic.store(stateWordAddress, me)  // clears `pendingBit` and `deferredBit`
                contention.stopDrainingLocked()
                lock.unlock()
                if InlineAtomic.compareExchange(stateWordAddress, expected: me, desired: QueueState.idle) { return sawDeferred }
                // Someone queued an operation between the unlock and the compare-and-swap.
                lock.lock()
                contention.drainerIsWaitable = true
                continue
            }
            var limit = QueueContention.batchSize
            if ran >= QueueContention.handOverAfter {
                let before = contention.operationsBeforeSuccessorLocked()
                if before == 0 {
                    _ = waiting.popFirst()  // the successor runs it
                    sawDeferred = sawDeferred || InlineAtomic.load(stateWordAddress) & QueueState.deferredBit != 0
                    contention.handOverLocked()  // the successor's token replaces this one's, and the bit
                    lock.unlock()
                    return sawDeferred
                }
                limit = min(limit, before)
            }
            takeBatchLocked(limit: limit)
            contention.tookLocked(running.count)
            lock.unlock()
            for operation in running {
                contention.opsStarted.store(contention.opsStarted.load() &+ 1)
                run(operation)
            }
            ran += running.count
            running.removeAll(keepingCapacity: true)
            lock.lock()
        }
    }

    /// Moves the oldest `limit` operations (or all of them) from `waiting` to `running`.
    /// With `lock` held, by the drainer.
    @usableFromInline
    func takeBatchLocked(limit: Int) {
        waiting.moveFirst(limit, into: &running)
    }
}
