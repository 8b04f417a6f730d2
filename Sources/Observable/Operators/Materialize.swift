extension ObservableType {
    /// Turns each event, the terminal one included, into a value, then completes: the result never fails.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        lift { sink in
            { event in
                sink.forwardNext(event)
                if event.isStopEvent { sink.forwardCompleted() }
            }
        }
    }
}

extension ObservableType {
    /// Turns values that are events back into events: `.next` values pass on, and the first `.error` or
    /// `.completed` value ends the sequence. The inverse of `materialize()`.
    @inlinable
    public func dematerialize<Value>() -> Observable<Value> where Element == Event<Value> {
        lift { sink in
            { event in
                switch event {
                case .next(let inner): sink.forward(inner)
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
