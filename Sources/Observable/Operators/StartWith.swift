extension ObservableType {
    /// Sends `elements`, in order, to each subscriber before subscribing to this source and passing on
    /// its events.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Observable(attachWithLifetime: { downstream, lifetime in
            let sink = Sink(downstream, lifetime: lifetime)
            for element in elements {
                if sink.hasEnded { return sink }
                sink.forwardNext(element)
            }
            if sink.hasEnded { return sink }
            sink.upstream.setDisposable(source.subscribe(handler: { sink.forward($0) }, lifetime: sink))
            return sink
        })
    }
}
