import Foundation

/// Counts handler calls and detects two calls running at once (a broken serialization guarantee).
/// Call `enter()` at the start of a handler and `exit()` at its end.
final class DeliveryProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var calls = 0
    private var overlapping = 0

    func enter() {
        lock.withLock {
            inside += 1
            calls += 1
            if inside > 1 { overlapping += 1 }
        }
    }

    func exit() { lock.withLock { inside -= 1 } }

    /// How many handler calls started.
    var count: Int { lock.withLock { calls } }
    /// How many handler calls started while another was still running.
    var overlaps: Int { lock.withLock { overlapping } }
}
