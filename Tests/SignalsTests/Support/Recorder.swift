import Foundation
import Signals
import XCTest

/// Records every event a subscription receives, for exact-sequence assertions.
final class Recorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Event<Element>] = []

    var events: [Event<Element>] { lock.withLock { storage } }
    var values: [Element] { events.compactMap(\.element) }

    func record(_ event: Event<Element>) { lock.withLock { storage.append(event) } }

    /// The events rendered as strings, e.g. `["next(1)", "completed"]`.
    var rendered: [String] { events.map(\.description) }
}

extension ObservableConvertibleType {
    /// Subscribes `recorder` to every event (of an observable, a `Driver` or a `Signal`).
    func record(into recorder: Recorder<Element>) -> Disposable {
        asObservable().subscribe { recorder.record($0) }
    }
}

/// A test error with a readable description.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    init(_ id: Int = 0) { self.id = id }
    var description: String { "TestError(\(id))" }
}
