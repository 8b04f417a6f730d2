import Foundation
import Signals
import XCTest

/// Subscribes to `makeChain()` on a new thread and returns the events it delivered once both the
/// terminal event arrived and `subscribe` returned, failing (and returning what arrived so far)
/// if either takes longer than 10 s. The subscription is disposed only after its terminal event
/// (or the limit): disposing earlier would cancel a chain that subscribes asynchronously
/// (`subscribe(on:)`) before its source ever ran.
func ending<Element>(
    _ makeChain: @escaping @Sendable () -> Observable<Element>, file: StaticString = #filePath, line: UInt = #line
) -> [String] {
    let recorded = LockedEvents()
    let terminated = DispatchSemaphore(value: 0)
    let returned = DispatchSemaphore(value: 0)
    let disposed = DispatchSemaphore(value: 0)
    let thread = Thread {
        let subscription = makeChain().subscribe { event in
            recorded.append(event)
            if event.isStopEvent { terminated.signal() }
        }
        returned.signal()
        _ = terminated.wait(timeout: .now() + 10)
        subscription.dispose()
        disposed.signal()
    }
    thread.start()
    let subscribeReturned = returned.wait(timeout: .now() + 10) == .success
    _ = disposed.wait(timeout: .now() + 20)
    let ended = subscribeReturned && recorded.hasStopEvent
    XCTAssertTrue(ended, "the chain did not end (its endless source kept running)", file: file, line: line)
    return recorded.rendered
}

/// Events recorded from any thread, rendered as `next(1)`, `completed`, `error(…)`.
final class LockedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    private var stopped = false

    func append<Element>(_ event: Event<Element>) {
        let text: String
        switch event {
        case .next(let value): text = "next(\(value))"
        case .error(let error): text = "error(\(error))"
        case .completed: text = "completed"
        }
        lock.withLock {
            events.append(text)
            if event.isStopEvent { stopped = true }
        }
    }

    /// Whether a terminal event was recorded.
    var hasStopEvent: Bool { lock.withLock { stopped } }

    var rendered: [String] { lock.withLock { events } }
}
