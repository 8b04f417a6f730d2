extension SerialSinkState {
    /// An observable each of whose subscriptions runs a copy of this (initial) state in its own
    /// `SerialSink`, fed by `source` through `operation`: the plumbing shared by the operators with one
    /// outer source (`flatMap`, `flatMapLatest`).
    @inlinable
    func observable<Source>(
        _ source: Observable<Source>, _ operation: @escaping (Event<Source>) -> Operation
    ) -> Observable<Output> {
        Observable(attachWithLifetime: { downstream, lifetime in
            let sink = SerialSink(self, downstream, lifetime: lifetime)
            sink.subscribe(source, operation)
            return sink
        })
    }
}
