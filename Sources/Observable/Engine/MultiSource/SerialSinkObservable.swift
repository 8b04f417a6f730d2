extension SerialSinkState {
    /// An observable each of whose subscriptions runs a copy of this (initial) state in its own
    /// `SerialSink`, fed by `source` through `operation`: the plumbing shared by the operators with one
    /// outer source (`flatMap`, `flatMapLatest`).
    @inlinable
    package func observable<Source>(
        _ source: Observable<Source>, _ operation: @escaping (Int, Event<Source>) -> Operation, operatorName: StaticString = #function
    ) -> Observable<Output> {
        Observable(source: source, attachWithLifetime: { [source = UnownedSource(source)] downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            source.use { sink.subscribe($0, operation) }
            return sink
        }, operatorName: operatorName)
    }
}
