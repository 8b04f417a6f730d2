extension ObservableType {
    /// Passes on the first `count` values of each subscription, then completes and releases the source.
    /// `take(0)` (or a negative count) completes at once without subscribing to the source.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        guard count > 0 else { return Observable<Element>.empty() }
        return lift { sink in
            let remaining = StateBox(count)
            return { event in
                switch event {
                case .next(let value):
                    remaining.value -= 1
                    sink.forwardNext(value)
                    if remaining.value == 0 { sink.forwardCompleted() }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }
        }
    }
}
