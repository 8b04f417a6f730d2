#if canImport(Observation)
import Observation
import SignalsCocoa

/// Counts the Observation change notifications `holder.value` triggers, re-registering after each.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class ChangeCounter<Value> {
    private(set) var changes = 0
    private let holder: ObservedValue<Value>

    init(_ holder: ObservedValue<Value>) {
        self.holder = holder
        track()
    }

    private func track() {
        withObservationTracking {
            _ = holder.value
        } onChange: { [weak self] in
            // Called synchronously inside the setter, on the main thread here.
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changes += 1
                self.track()
            }
        }
    }
}
#endif
