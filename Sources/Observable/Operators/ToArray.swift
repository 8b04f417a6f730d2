extension ObservableType {
    /// Collects every value and, when the source completes, sends them as one array (empty if there
    /// were none), then completes. A source error is passed on at once and the values are dropped.
    ///
    /// RxSwift 6 returns a `Single<[Element]>`; Signals has no `Single`, so this is an observable of
    /// exactly one array (or an error). Each subscription collects its own array.
    @inlinable
    public func toArray() -> Observable<[Element]> {
        lift { sink in
            let values = StateBox([Element]())
            return { event in
                switch event {
                case .next(let value): values.value.append(value)
                case .error(let error): sink.forwardError(error)
                case .completed:
                    sink.forwardNext(values.value)
                    sink.forwardCompleted()
                }
            }
        }
    }
}
