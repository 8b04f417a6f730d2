/// The floors of the subscribe scenarios: what storing a callback and removing it again costs with no
/// library at all — a closure put in a dictionary under a fresh key and taken out again.
extension Baseline {
    static let subscribeScenarios: [Scenario] = [
        // One closure (capturing the sink, as a subscriber's does) stored in and removed from a
        // dictionary: the least a subscribe + dispose pair can cost.
        Scenario("subscribe-floor", "baseline") {
            let sink = Sink()
            let registry = Registry()
            return Session(sink: sink, .sync { count in
                for _ in 0..<count {
                    let key = registry.nextKey
                    registry.nextKey &+= 1
                    registry.handlers[key] = { (value: Int) in sink.take(value) }
                    registry.handlers.removeValue(forKey: key)
                    sink.take(0)
                }
            })
        },
        // 1,000 closures stored in a dictionary, then all removed at once; per closure: the floor of
        // `bag-1000`.
        Scenario("bag-floor", "baseline") {
            let sink = Sink()
            let registry = Registry()
            return Session(sink: sink, .sync { count in
                var done = 0
                while done < count {
                    let batch = min(1000, count - done)
                    for _ in 0..<batch {
                        let key = registry.nextKey
                        registry.nextKey &+= 1
                        registry.handlers[key] = { (value: Int) in sink.take(value) }
                        sink.take(0)
                    }
                    registry.handlers.removeAll(keepingCapacity: true)
                    done += batch
                }
            })
        },
        // Ten stored closures in an array, each called per value: the floor of `relay-10`.
        Scenario("relay-10", "baseline") {
            let sink = Sink()
            let handlers = Handlers()
            handlers.list = opaque((0..<10).map { _ in { (value: Int) in sink.take(value) } })
            return Session(sink: sink, .sync { count in
                for value in 0..<count {
                    for handler in handlers.list { handler(value) }
                }
            })
        },
    ]
}

/// Callbacks by key, as a hand-written observer registry keeps them.
final class Registry {
    @exclusivity(unchecked) var handlers: [Int: (Int) -> Void] = [:]
    @exclusivity(unchecked) var nextKey = 0
}
