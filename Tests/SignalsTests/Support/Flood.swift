import Foundation
import Signals

/// `threads` threads sending into one source as fast as they can until stopped (or for at most
/// `maxSeconds`): what an outside tester did to show a drainer could be held for ever. Thread `t`
/// sends `t * 10_000_000 + 1`, `+ 2`, … so a receiver can check nothing was lost, duplicated or
/// reordered per sender (`FloodReceiver`).
final class Flood: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var sentCounts: [Int]
    private let finished = DispatchGroup()

    /// Starts the threads at once; each calls `send` in a loop.
    init(threads: Int = 4, maxSeconds: Double = 4, send: @escaping @Sendable (Int) -> Void) {
        sentCounts = Array(repeating: 0, count: threads)
        let deadline = Date().addingTimeInterval(maxSeconds)
        for thread in 0..<threads {
            finished.enter()
            Thread { [self] in
                var sent = 0
                while true {
                    if sent % 64 == 0 && (isStopped || Date() > deadline) { break }
                    sent += 1
                    send(thread * 10_000_000 + sent)
                    lock.withLock { sentCounts[thread] = sent }
                }
                finished.leave()
            }.start()
        }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// How many values each thread has sent so far.
    var sent: [Int] { lock.withLock { sentCounts } }

    /// Blocks until every thread has sent at least `count` values (or 5 s passed).
    func waitUntilEachSent(_ count: Int) {
        let deadline = Date().addingTimeInterval(5)
        while sent.contains(where: { $0 < count }) && Date() < deadline { usleep(100) }
    }

    /// Stops the threads and waits for them; returns how many values each sent.
    @discardableResult
    func stop() -> [Int] {
        lock.withLock { stopped = true }
        finished.wait()
        return sent
    }
}

/// Records flood values per sending thread, from a handler (serialized by Signals).
final class FloodReceiver: @unchecked Sendable {
    private let lock = NSLock()
    private var perThread: [Int: [Int]] = [:]

    /// Call from the handler with each value; values ≤ 0 (markers) are ignored.
    func receive(_ value: Int) {
        guard value > 0 else { return }
        lock.withLock { perThread[value / 10_000_000, default: []].append(value % 10_000_000) }
    }

    /// Whether thread `t` delivered exactly `1...sent[t]`, in order, for every thread.
    func receivedExactly(_ sent: [Int]) -> Bool {
        lock.withLock { sent.indices.allSatisfy { perThread[$0, default: []] == Array(0..<sent[$0]).map { $0 + 1 } } }
    }
}

/// About `microseconds` of busy work: a handler slower than the senders, so a backlog builds.
func work(microseconds: Double) {
    let end = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds * 1_000)
    while DispatchTime.now().uptimeNanoseconds < end {}
}

/// How long `body` takes, in seconds.
func secondsTaken(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
