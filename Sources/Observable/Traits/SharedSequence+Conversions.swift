/// Making a trait from an observable whose errors must first be handled, for either strategy
/// (RxCocoa's `asSharedSequence(sharingStrategy:onError…:)`); `asDriver(onError…)` and
/// `asSignal(onError…)` name these for their strategy.
extension ObservableConvertibleType {
    /// This sequence as a trait of `Strategy`: an error is replaced by `value` followed by completion.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The trait's strategy (`DriverSharingStrategy.self`,
    ///     `SignalSharingStrategy.self`); inferred from the result's type when left out.
    ///   - value: The value sent, then completion, in place of an error.
    /// - Returns: A trait of `Strategy`, shared by it and delivering on its scheduler; it never fails.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn value: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable(), handlingErrors: { $0.catchAndReturn(value) })
    }

    /// This sequence as a trait of `Strategy`: on error, continues with the trait `fallback`.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The trait's strategy; inferred from the result's type when left out.
    ///   - fallback: The trait whose events follow an error.
    /// - Returns: A trait of `Strategy`, shared by it and delivering on its scheduler; it never fails.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith fallback: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        asSharedSequence(onErrorRecover: { _ in fallback })
    }

    /// This sequence as a trait of `Strategy`: on error, continues with the trait `recovery` returns for it.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The trait's strategy; inferred from the result's type when left out.
    ///   - recovery: Makes, from the error, the trait whose events follow it.
    /// - Returns: A trait of `Strategy`, shared by it and delivering on its scheduler; it never fails.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorRecover recovery: @escaping (Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable(), handlingErrors: { $0.catch { error in recovery(error).asObservable() } })
    }

    /// This sequence, which cannot fail (a relay, a control event), as a trait.
    @inlinable
    package func asSharedSequenceNeverFailing<Strategy: SharingStrategyProtocol>() -> SharedSequence<Strategy, Element> {
        SharedSequence(converting: asObservable())
    }
}
