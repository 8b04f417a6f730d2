/// Diagnostics for Signals' serial queues (the engine behind every subject, relay, `create` and
/// multi-source operator), for tests and benchmarks that check the backlog stays bounded.
///
/// ```swift
/// QueueStatistics.resetPeakBacklog()
/// // … four threads flood a relay …
/// print(QueueStatistics.peakBacklog)   // ≤ 1024 + the number of sending threads
/// ```
public enum QueueStatistics {
    @usableFromInline static let peak = AtomicWord(0)

    /// The most operations any one queue has held waiting for its drainer since the last reset.
    /// A caller that may wait is held back once its operation would be beyond `backlogCapacity`.
    public static var peakBacklog: Int { peak.load() }

    /// How many waiting operations a queue holds before callers that may wait start waiting.
    public static var backlogCapacity: Int { QueueContention.capacity }

    /// Starts measuring `peakBacklog` afresh.
    public static func resetPeakBacklog() { peak.store(0) }

    @usableFromInline static let waitCounter = AtomicWord(0)

    /// How many times, since the last `resetWaits()`, a sender waited for another thread's drainer
    /// (to keep a queue's backlog bounded, or to take the drainer role over). A thread never waits for
    /// a queue it drains itself: where only one thread sends, this stays 0.
    public static var waits: Int { waitCounter.load() }

    /// Starts counting `waits` afresh.
    public static func resetWaits() { waitCounter.store(0) }

    /// Records that a sender started waiting. Contended path only.
    static func recordWait() { waitCounter.add(1) }

    /// Records a backlog of `count` operations. Contended path only.
    package static func record(backlog count: Int) {
        var seen = peak.load()
        while count > seen {
            if peak.compareExchange(expected: seen, desired: count) { return }
            seen = peak.load()
        }
    }
}
