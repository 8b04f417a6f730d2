extension ObservableType {
    /// Drops the first `count` values of each subscription and passes on the rest and the terminal event.
    /// A `count` of zero or less drops nothing.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        lift { sink in
            let remaining = StateBox(count)
            return { event in
                switch event {
                case .next(let value):
                    if remaining.value > 0 {
                        remaining.value -= 1
                    } else {
                        sink.forwardNext(value)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
