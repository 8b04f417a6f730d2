import Signals
import XCTest

/// A disposable that records, into a shared log, each time it is disposed.
final class DisposalProbe: Disposable, @unchecked Sendable {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        var entries: [String] { lock.withLock { storage } }
        func add(_ entry: String) { lock.withLock { storage.append(entry) } }
    }

    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func dispose() { log.add(name) }
}
