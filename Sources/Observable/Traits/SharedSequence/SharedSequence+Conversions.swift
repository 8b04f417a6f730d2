/// Making a trait from an observable whose errors must first be handled. Written once for both
/// strategies; `asDriver(onError…)` and `asSignal(onError…)` name these for their strategy.
extension ObservableConvertibleType {
    /// This sequence as a trait: an error is replaced by `value` followed by completion.
    @inlinable
    func asSharedSequence<Strategy: SharingStrategyProtocol>(
        onErrorJustReturn value: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable().catchAndReturn(value))
    }

    /// This sequence as a trait: on error, continues with the trait `recovery` returns for it.
    @inlinable
    func asSharedSequence<Strategy: SharingStrategyProtocol>(
        onErrorRecover recovery: @escaping (Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable().catch { error in recovery(error).asObservable() })
    }

    /// This sequence, which cannot fail (a relay, a control event), as a trait.
    @inlinable
    func asSharedSequenceNeverFailing<Strategy: SharingStrategyProtocol>() -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable())
    }
}
