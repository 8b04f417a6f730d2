import Signals

extension SignalsContender {
    /// `flatten-sync`: RxSwift's idiom `relay.flatMap { Observable.from($0) }`, a relay whose values
    /// are flattened through a synchronous source, per element of that source. Each run accepts one
    /// range of `count` elements, so the per-element cost is what differs between two runs; the
    /// inner source's values reach the subscriber as they are sent (CONTRACT §7: no wait, no backlog).
    static let flattenScenarios: [Scenario] = [
        Scenario("flatten-sync", "signals") {
            let sink = Sink()
            let relay = PublishRelay<Range<Int>>()
            let subscription = relay
                .flatMap { Observable.from($0) }
                .subscribe(onNext: { sink.take($0) })
            return Session(sink: sink, finish: { subscription.dispose() }, .sync { count in
                relay.accept(0..<count)
            })
        }
    ]
}
