import Signals
import XCTest

/// Subscribes to `source`, returns every event it delivered synchronously (rendered as in
/// `Recorder.rendered`), and disposes the subscription.
func collect<Source: ObservableType>(_ source: Source) -> [String] {
    let recorder = Recorder<Source.Element>()
    let subscription = source.record(into: recorder)
    subscription.dispose()
    return recorder.rendered
}

/// Counts how many times its observable was subscribed to.
final class SubscriptionCounter<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0
    var count: Int { lock.withLock { storage } }

    /// An observable that counts each subscription, then behaves like `source`.
    func counting(_ source: Observable<Element>) -> Observable<Element> {
        Observable.deferred { [self] in
            lock.withLock { storage += 1 }
            return source
        }
    }
}
