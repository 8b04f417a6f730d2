/// The contended half of `SerialQueue`: what a caller does when it finds the queue busy — queue its
/// operation, maybe wait (`QueueContention`), or take the drainer role if the queue went idle or was
/// handed to it. Out of line, so the uncontended half stays small enough to inline.
extension SerialQueue {
    /// Like `submitContended`, but runs `update` first, under the order lock and in the same critical
    /// section that claims the drainer role or queues `operation`: so the order of the updates is the
    /// order of the operations, whichever path each sender took. The caller may then wait, as in
    /// `submit`, with the order lock released. `update` must not call user code.
    @usableFromInline @inline(never)
    func submitContended(_ operation: Operation, updating update: () -> Void, _ run: (Operation) -> Void) {
        lock.lock()
        SpinLock.lock(orderWordAddress)
        update()
        var isDrainer = false
        var position: Int?
        while true {
            let current = InlineAtomic.load(stateWordAddress)
            if current == QueueState.idle {
                if InlineAtomic.compareExchange(stateWordAddress, expected: QueueState.idle, desired: ThreadToken.current) {
                    isDrainer = true
                    break
                }
            } else if current & QueueState.pendingBit != 0
                || InlineAtomic.compareExchange(stateWordAddress, expected: current, desired: current | QueueState.pendingBit)
            {
                waiting.append(operation)
                QueueStatistics.record(backlog: waiting.count)
                position = contentionLocked().dequeued + waiting.count - 1
                break
            }
        }
        SpinLock.unlock(orderWordAddress)
        if let position { isDrainer = contentionLocked().waitAfterEnqueueLocked(position: position, lock: lock) }
        lock.unlock()
        if isDrainer {
            run(operation)
            finishDraining(run)
        }
    }

    /// The contended path of `submit`: queues `operation` (the caller may wait, see `admitLocked`),
    /// or runs it if the queue went idle meanwhile or the drainer role was handed to the caller.
    @usableFromInline @inline(never) @discardableResult
    func submitContended(_ operation: Operation, _ run: (Operation) -> Void) -> Bool {
        lock.lock()
        let isDrainer = admitLocked(operation)
        lock.unlock()
        guard isDrainer else { return false }
        run(operation)
        return finishDraining(run)
    }

    /// The contended path of `submitNeverWaiting`: queues `operation`, or runs it if the queue went
    /// idle meanwhile.
    @usableFromInline @inline(never) @discardableResult
    func submitContendedNeverWaiting(_ operation: Operation, _ run: (Operation) -> Void) -> Bool {
        lock.lock()
        let isDrainer = admitLocked(operation, mayWait: false)
        lock.unlock()
        guard isDrainer else { return false }
        run(operation)
        return finishDraining(run)
    }

    /// With `lock` held: claims the drainer role if the queue is idle (returns `true`; the caller
    /// runs `operation`, then `finishDraining`), otherwise queues `operation` for the drainer
    /// (`enqueueLocked`), where the caller may wait.
    ///
    /// The drainer can only go idle through a compare-and-swap from its plain token, which fails once
    /// `pending` is set, and clearing `pending` needs `lock`: nothing queued here is ever stranded.
    @usableFromInline @inline(never)
    func admitLocked(_ operation: Operation) -> Bool {
        admitLocked(operation, mayWait: true)
    }

    /// `admitLocked` for a caller that may wait or never does; inlined with the constant.
    @inline(__always)
    func admitLocked(_ operation: Operation, mayWait: Bool) -> Bool {
        while true {
            let current = InlineAtomic.load(stateWordAddress)
            if current == QueueState.idle {
                if InlineAtomic.compareExchange(stateWordAddress, expected: QueueState.idle, desired: ThreadToken.current) { return true }
            } else if current & QueueState.pendingBit != 0
                || InlineAtomic.compareExchange(stateWordAddress, expected: current, desired: current | QueueState.pendingBit)
            {
                return enqueueLocked(operation, mayWait: mayWait)
            }
        }
    }

    /// The queued half of `admitLocked`, out of line so the drainer half stays as small as before:
    /// appends `operation` to the backlog; a caller that `mayWait` may then wait, releasing `lock`
    /// meanwhile, to be throttled or to take the drainer role over
    /// (`QueueContention.waitAfterEnqueueLocked`). When the role is handed over, the old drainer has
    /// run everything queued before `operation` and removed `operation` itself from the backlog, so
    /// the caller runs it next (returns `true`): the order holds.
    @usableFromInline @inline(never)
    func enqueueLocked(_ operation: Operation, mayWait: Bool) -> Bool {
        waiting.append(operation)
        QueueStatistics.record(backlog: waiting.count)
        let contention = contentionLocked()
        guard mayWait else { return false }
        return contention.waitAfterEnqueueLocked(position: contention.dequeued + waiting.count - 1, lock: lock)
    }

    /// The contended-path bookkeeping, created on first use. With `lock` held.
    @usableFromInline @inline(never)
    func contentionLocked() -> QueueContention {
        if let contention { return contention }
        let created = QueueContention(stateWord: stateWordAddress)
        contention = created
        return created
    }
}
