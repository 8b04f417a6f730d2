/// The floors of `combine-4` and `flatmap-latest`: the same work written by hand, no library.
extension Baseline {
    static let combiningScenarios: [Scenario] = [
        // Four latest values in a class; a send stores one and calls the subscriber with their sum.
        Scenario("combine-4", "baseline") {
            let sink = Sink()
            let latest = opaque(LatestFour())
            let deliver = opaque({ (value: Int) in sink.take(value) })
            let sendFirst = opaque({ (value: Int) in
                latest.values.0 = value
                deliver(latest.values.0 &+ latest.values.1 &+ latest.values.2 &+ latest.values.3)
            })
            return Session(sink: sink, .sync { count in
                for value in 0..<count { sendFirst(value) }
            })
        },
        // A new inner "subscription" object per outer value, replacing the previous one, whose value
        // reaches the subscriber: what flatMapLatest must at least do (one allocation, one release).
        Scenario("flatmap-latest", "baseline") {
            let sink = Sink()
            let current = opaque(CurrentInner())
            let deliver = opaque({ (value: Int) in sink.take(value) })
            return Session(sink: sink, .sync { count in
                for value in 0..<count {
                    let inner = InnerValue(value &* 2)
                    current.inner = inner
                    deliver(inner.value)
                }
            })
        },
    ]
}

/// `combine-4`'s four latest values.
final class LatestFour {
    @exclusivity(unchecked) var values = (0, 1, 2, 3)
}

/// `flatmap-latest`'s current inner source, replaced per outer value.
final class CurrentInner {
    @exclusivity(unchecked) var inner: InnerValue?
}

/// One inner source: the value it sends.
final class InnerValue {
    let value: Int
    init(_ value: Int) { self.value = value }
}
