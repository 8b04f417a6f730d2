import Signals

/// Signals, called from this module as an app would call it.
enum SignalsContender {
    static let scenarios: [Scenario] = [
        Scenario("relay-1", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            let subscription = relay.subscribe(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { relay.accept(value) }
            })
        },
        Scenario("relay-10", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            let bag = DisposeBag()
            for _ in 0..<10 { relay.subscribe(onNext: { sink.take($0) }).disposed(by: bag) }
            return Session(sink: sink, finish: { withExtendedLifetime(bag) {} }, .sync { count in
                for value in 0..<count { relay.accept(value) }
            })
        },
        Scenario("behavior-1", "signals") {
            let sink = Sink()
            let relay = BehaviorRelay<Int>(value: -1)
            let subscription = relay.subscribe(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { relay.accept(value) }
            })
        },
        Scenario("subscribe-dispose", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            return Session(sink: sink, .sync { count in
                for _ in 0..<count {
                    let subscription = relay.subscribe(onNext: { sink.take($0) })
                    subscription.dispose()
                    sink.take(0)
                }
            })
        },
        Scenario("bag-1000", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            return Session(sink: sink, .sync { count in
                var done = 0
                while done < count {
                    let batch = min(1000, count - done)
                    let bag = DisposeBag()
                    for _ in 0..<batch {
                        relay.subscribe(onNext: { sink.take($0) }).disposed(by: bag)
                        sink.take(0)
                    }
                    done += batch
                }
            })
        },
    ] + chainScenarios + flattenScenarios + combiningScenarios + rebindScenarios + viewModelScenarios
}
