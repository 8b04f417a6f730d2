import Signals

extension SignalsContender {
    /// `chain`, `driver-chain` and `chain-subscribe`: the operator chain map → filter →
    /// distinctUntilChanged, sent through and subscribed to.
    static let chainScenarios: [Scenario] = [
        // map → filter → distinctUntilChanged → subscriber (two of every three values pass).
        Scenario("chain", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            let subscription = relay
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .distinctUntilChanged()
                .subscribe(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { relay.accept(value) }
            })
        },
        // The same chain on a Driver, as a view binds a ViewModel output: asDriver() → map → filter →
        // distinctUntilChanged → drive. The runner sends from the main thread, so delivery is inline.
        Scenario("driver-chain", "signals") {
            let sink = Sink()
            let relay = BehaviorRelay<Int>(value: -1)
            let subscription = relay.asDriver()
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .distinctUntilChanged()
                .drive(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { relay.accept(value) }
            })
        },
        // One subscribe + dispose through map → filter → distinctUntilChanged on a relay; the chain
        // itself is built once, as a ViewModel builds its outputs once.
        Scenario("chain-subscribe", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Int>()
            let chain = relay
                .map { $0 &* 2 }
                .filter { $0 % 3 != 0 }
                .distinctUntilChanged()
            return Session(sink: sink, .sync { count in
                for _ in 0..<count {
                    let subscription = chain.subscribe(onNext: { sink.take($0) })
                    subscription.dispose()
                    sink.take(0)
                }
            })
        },
    ]
}
