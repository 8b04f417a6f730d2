import Foundation
import Signals

/// What one blocking call has seen of its sequence so far, and the wait for it to end.
///
/// Events may arrive on any thread; every field is guarded by `condition`. The wait ends when the
/// sequence ends, when `limit` accepted values arrived, when the predicate throws, or at the deadline.
final class BlockingRecording<Element>: @unchecked Sendable {
    private let condition = NSCondition()
    private let limit: Int?
    private let predicate: (Element) throws -> Bool
    // Guarded by `condition`.
    private var elements: [Element] = []
    private var error: Error?
    private var isFinished = false

    /// A recording that keeps the values `predicate` accepts and stops after `limit` of them.
    init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
    }

    /// Records `event`; ignored once the recording is finished.
    func on(_ event: Event<Element>) {
        condition.lock()
        defer { condition.unlock() }
        guard !isFinished else { return }
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { elements.append(element) }
                if let limit, elements.count >= limit { isFinished = true }
            } catch {
                self.error = error
                isFinished = true
            }
        case .error(let error):
            self.error = error
            isFinished = true
        case .completed:
            isFinished = true
        }
        if isFinished { condition.broadcast() }
    }

    /// Waits until the recording is finished or `timeout` passed, then returns what was recorded; a
    /// wait that timed out fails with `RxError.timeout` after the values seen. `timeout` is never
    /// negative or NaN here; `nil`, `.infinity` and anything longer than `longestTimedWait` wait
    /// without a limit.
    ///
    /// On the main thread it runs the current run loop in short slices, so work queued on the main
    /// queue (`MainScheduler`) can deliver the events it waits for; elsewhere it sleeps on the condition.
    func wait(timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.flatMap { $0 <= Self.longestTimedWait ? Date(timeIntervalSinceNow: $0) : nil }
        if Thread.isMainThread {
            while !finished, deadline.map({ Date() < $0 }) ?? true {
                let slice = Date(timeIntervalSinceNow: 0.01)
                if !RunLoop.current.run(mode: .default, before: deadline.map { min($0, slice) } ?? slice) {
                    // No run loop source to wait on: poll the flag without spinning.
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
        } else {
            condition.lock()
            if let deadline {
                while !isFinished, condition.wait(until: deadline) {}
            } else {
                while !isFinished { condition.wait() }
            }
            condition.unlock()
        }
        condition.lock()
        defer { condition.unlock() }
        if !isFinished {
            isFinished = true
            error = RxError.timeout
        }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    /// The longest wait given a deadline: about 30 years. Longer ones wait without a limit, because
    /// `NSCondition.wait(until:)` stops the process on Linux for a date whose nanoseconds since 1970
    /// overflow an `Int` (`Date.distantFuture` is one).
    static var longestTimedWait: TimeInterval { 1e9 }

    private var finished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isFinished
    }
}
