/// The floor a binding library is measured against: no library at all.
enum Baseline {
    static let scenarios: [Scenario] = sendScenarios + combiningScenarios + subscribeScenarios

    /// The floors of the send scenarios.
    static let sendScenarios: [Scenario] = [
        // A stored closure in an array of one, called per value: the least a callback can cost.
        Scenario("floor", "baseline") {
            let sink = Sink()
            let handlers = Handlers()
            handlers.list = opaque([{ (value: Int) in sink.take(value) }])
            return Session(sink: sink, .sync { count in
                for value in 0..<count {
                    for handler in handlers.list { handler(value) }
                }
            })
        },
        // The floor of `chain`: the same map → filter → distinctUntilChanged written by hand as
        // callbacks, each stage a stored closure calling the next, the last value kept in a field.
        Scenario("chain", "baseline") {
            let sink = Sink()
            let handlers = Handlers()
            let last = LastValue()
            let deliver = opaque({ (value: Int) in sink.take(value) })
            let distinct = opaque({ (value: Int) in
                if last.value != value {
                    last.value = value
                    deliver(value)
                }
            })
            let filter = opaque({ (value: Int) in if value % 3 != 0 { distinct(value) } })
            handlers.list = opaque([{ (value: Int) in filter(value &* 2) }])
            return Session(sink: sink, .sync { count in
                for value in 0..<count {
                    for handler in handlers.list { handler(value) }
                }
            })
        },
        // The framework-free MVVM binding: a property's didSet calls a callback.
        Scenario("didset", "baseline") {
            let sink = Sink()
            let model = opaque(DidSetModel())
            model.onChange = { value in sink.take(value) }
            return Session(sink: sink, .sync { count in
                for value in 0..<count { model.value = value }
            })
        },
    ]
}

final class Handlers {
    @exclusivity(unchecked) var list: [(Int) -> Void] = []
}

/// The previous value a hand-written distinctUntilChanged compares with.
final class LastValue {
    @exclusivity(unchecked) var value: Int?
}

final class DidSetModel {
    @exclusivity(unchecked) var onChange: ((Int) -> Void)?
    @exclusivity(unchecked) var value = 0 {
        didSet { onChange?(value) }
    }
}
