// runner --flood [seconds]: the flood benchmark (issue 9, item 2). Four threads send into one
// PublishRelay as fast as they can for `seconds` (default 5) while its one subscriber takes ~1 µs
// per value, and the main thread subscribes and disposes a second subscriber every 10 ms. Prints
// the queue's peak backlog, the peak growth of resident memory, and the longest single `accept`,
// `subscribe` and `dispose`; checks every value arrived once, in order per sender.
import Foundation
import Signals

/// Nanoseconds on a monotonic clock.
private func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Resident memory in bytes (Linux: /proc/self/statm; elsewhere 0).
private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The longest of many durations, updated from several threads.
private final class Longest: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    func record(_ nanoseconds: UInt64) { lock.withLock { value = max(value, nanoseconds) } }
    var milliseconds: Double { lock.withLock { Double(value) / 1e6 } }
}

/// Runs the flood for `seconds` and prints its report; returns the process exit code.
func runFlood(seconds: Double) -> Int32 {
    let relay = PublishRelay<Int>()
    let senders = 4
    var received = Array(repeating: 0, count: senders)  // touched only by the (serialized) handler
    var inOrder = true
    let subscription = relay.subscribe(onNext: { value in
        let sender = value / 100_000_000, index = value % 100_000_000
        if received[sender] + 1 != index { inOrder = false }
        received[sender] = index
        let end = now() + 1_000
        while now() < end {}
    })
    let longestAccept = Longest(), longestSubscribe = Longest(), longestDispose = Longest()
    let sent = Array(repeating: 0, count: senders).map { _ in Locked(0) }
    let baseline = residentBytes()
    QueueStatistics.resetPeakBacklog()
    let deadline = now() + UInt64(seconds * 1e9)
    let finished = DispatchGroup()
    for sender in 0..<senders {
        finished.enter()
        Thread {
            var count = 0
            while now() < deadline {
                count += 1
                let start = now()
                relay.accept(sender * 100_000_000 + count)
                longestAccept.record(now() - start)
            }
            sent[sender].value = count
            finished.leave()
        }.start()
    }
    var peakResident = baseline
    while now() < deadline {
        var start = now()
        let visitor = relay.subscribe(onNext: { _ in })
        longestSubscribe.record(now() - start)
        peakResident = max(peakResident, residentBytes())
        usleep(10_000)
        start = now()
        visitor.dispose()
        longestDispose.record(now() - start)
    }
    finished.wait()
    subscription.dispose()
    let total = sent.reduce(0) { $0 + $1.value }
    let complete = (0..<senders).allSatisfy { received[$0] == sent[$0].value } && inOrder
    print("flood: \(senders) senders, 1 subscriber (~1 µs per value), \(seconds) s, \(total) values sent")
    print("  peak backlog            \(QueueStatistics.peakBacklog) operations (capacity \(QueueStatistics.backlogCapacity))")
    print("  peak memory growth      \(String(format: "%.1f", Double(peakResident - baseline) / 1_048_576)) MB (goal ≤ 16 MB)")
    print("  longest accept          \(String(format: "%.2f", longestAccept.milliseconds)) ms")
    print("  longest subscribe       \(String(format: "%.2f", longestSubscribe.milliseconds)) ms")
    print("  longest dispose         \(String(format: "%.2f", longestDispose.milliseconds)) ms")
    print("  every value once, in order per sender: \(complete ? "yes" : "NO")")
    return complete && peakResident - baseline <= 16 * 1_048_576 ? 0 : 1
}

/// A value shared between threads under a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
