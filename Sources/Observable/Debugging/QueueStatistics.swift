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

    /// Records a backlog of `count` operations. Contended path only.
    static func record(backlog count: Int) {
        var seen = peak.load()
        while count > seen {
            if peak.compareExchange(expected: seen, desired: count) { return }
            seen = peak.load()
        }
    }
}
