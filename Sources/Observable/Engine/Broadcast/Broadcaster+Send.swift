/// Sending: the one path a relay that records nothing inlines, and the paths that record the latest
/// value (`BehaviorRelay`, `BehaviorSubject`) or let the binding inspector record each event.
extension Broadcaster {
    /// Sends `event` to every observer (or queues it behind the delivery in progress).
    @inlinable
    package func send(_ event: Event<Element>) {
        if takesRecordingPath {
            sendRecording(event)
        } else {
            sendDirectly(event)
        }
    }

    /// `send` for a broadcaster that records nothing.
    @inlinable @inline(__always)
    func sendDirectly(_ event: Event<Element>) {
        if tryBeginDraining() {
            // Uncontended: deliver straight away, without wrapping the event in an `Operation`. Written
            // out rather than through a helper taking `deliver` as a closure, like `changeObservers`:
            // with such a call inlined here, a tap through `TouchCounterViewModel` cost 13 more
            // instructions (callgrind).
            deliver(event)
            finishDraining()
        } else {
            queue.submitContended(.event(event), { apply($0) })
        }
    }

    /// `send` for a broadcaster whose events the binding inspector records: records the event in
    /// its node, then sends it the way it would otherwise go.
    @inlinable @inline(never)
    func sendInspected(_ event: Event<Element>) {
        inspectorNode?.record(event)
        if tracksLatest { sendRecordingLatest(event) } else { sendDirectly(event) }
    }

    /// `send` for a broadcaster that records the latest event (`BehaviorRelay`, `BehaviorSubject`) or
    /// whose events the inspector records (`sendInspected`). Kept out of `send` so a relay that
    /// records nothing inlines only its own path (and `send` stays small enough to be inlined into
    /// a `share`'s connection: driver-chain 910.8 -> 969.5 when it was not).
    @inlinable @inline(never)
    func sendRecording(_ event: Event<Element>) {
        if isInspected { return sendInspected(event) }
        sendRecordingLatest(event)
    }

    /// Sends `event`, recording it as the latest. No lock on the uncontended path either: the queue's
    /// order lock (a `SpinLock`) records the value in the same step that claims the drainer role.
    @inlinable @inline(__always)
    func sendRecordingLatest(_ event: Event<Element>) {
        if tryBeginDraining(updating: { record(event) }) {
            deliver(event)
            finishDraining()
        } else {
            queue.submitContended(.event(event), updating: { record(event) }, { apply($0) })
        }
    }
}
