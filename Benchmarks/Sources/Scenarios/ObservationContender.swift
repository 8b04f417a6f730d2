import Observation

/// Swift's Observation: an `@Observable` model watched with `withObservationTracking`, which fires
/// once per registration, so the observer re-registers (and reads the new value) after each change.
/// Only the send scenarios make sense: Observation has no subscription object to dispose and no
/// operators.
enum ObservationContender {
    static let scenarios: [Scenario] = [
        Scenario("relay-1", "observation") { observing(observers: 1) },
        Scenario("relay-10", "observation") { observing(observers: 10) },
        Scenario("behavior-1", "observation") { observing(observers: 1) },
    ]

    static func observing(observers: Int) -> Session {
        let sink = Sink()
        let model = ObservedModel()
        let watchers = (0..<observers).map { _ in Watcher(model: model, sink: sink) }
        for watcher in watchers { watcher.track(deliver: false) }
        return Session(sink: sink, .sync { count in
            for value in 0..<count {
                model.value = value
                for watcher in watchers where watcher.changed {
                    watcher.changed = false
                    watcher.track(deliver: true)
                }
            }
        })
    }
}

@Observable
final class ObservedModel: @unchecked Sendable {
    var value = -1
}

/// One observer: (re-)registers tracking, reads the current value and hands it to the sink.
final class Watcher: @unchecked Sendable {
    let model: ObservedModel
    let sink: Sink
    @exclusivity(unchecked) var changed = false

    init(model: ObservedModel, sink: Sink) {
        self.model = model
        self.sink = sink
    }

    func track(deliver: Bool) {
        let value = withObservationTracking { model.value } onChange: { [self] in changed = true }
        if deliver { sink.take(value) }
    }
}
