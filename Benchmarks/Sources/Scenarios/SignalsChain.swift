import Signals

extension SignalsContender {
    /// `chain`: map → filter → distinctUntilChanged → subscriber (two of every three values pass).
    static let chainScenarios: [Scenario] = [
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
    ]
}
