import Dispatch
import Foundation

/// Runs `work` on the main actor: at once when called on the main thread, otherwise asynchronously on
/// the main queue. For what must touch UIKit from code that may run anywhere (disposal).
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        MainActor.assumeIsolated(work)
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
}
