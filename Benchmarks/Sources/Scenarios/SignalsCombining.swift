import Signals

extension SignalsContender {
    /// `combine-4` and `flatmap-latest` (issue 27): combining four sources, and switching to a new
    /// inner source per outer value.
    static let combiningScenarios: [Scenario] = [
        // combineLatest of four relays that all have a value; per event, one of them accepts a new one
        // and the subscriber gets the combined sum.
        Scenario("combine-4", "signals") {
            let sink = Sink()
            let sources = (0..<4).map { BehaviorRelay<Int>(value: $0) }
            let subscription = Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 &+ $1 &+ $2 &+ $3 }
                .subscribe(onNext: { sink.take($0) })
            let first = sources[0]
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { first.accept(value) }
            })
        },
        // flatMapLatest: per event, the outer relay accepts a value, the previous inner subscription is
        // disposed and a new inner one (a `just` of the value) is subscribed and delivers.
        Scenario("flatmap-latest", "signals") {
            let sink = Sink()
            let outer = PublishRelay<Int>()
            let subscription = outer
                .flatMapLatest { Observable.just($0 &* 2) }
                .subscribe(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                for value in 0..<count { outer.accept(value) }
            })
        },
    ]
}
