/// A UI-safe one-shot event output (RxCocoa's `Signal`): it never fails, delivers on the main thread
/// (`SharingScheduler.make()`) and shares one subscription to its source, but replays nothing — an
/// alert or a navigation request fires once, for whoever is subscribed at the time.
///
/// The name does not clash with the module: `Signal<Int>` and `Signals.Signal<Int>` both name this
/// type. Make one with `asSignal(onErrorJustReturn:)`, `asSignal(onErrorSignalWith:)`,
/// `asSignal(onErrorRecover:)`, `PublishRelay.asSignal()` or `Driver.asSignal()`; chain the trait
/// operators (see `SharedSequence`); consume it with `emit(...)`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// `Signal`'s strategy: the shared subscription replays nothing (`share(scope: .whileConnected)`),
/// delivered on `SharingScheduler.make()`.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler unless a test mocks it.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`: no replay.
    ///
    /// - Parameter source: the sequence to share (it never fails).
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A `Signal`, or an app's own type whose strategy is `SignalSharingStrategy`, as a `Signal`
/// (RxCocoa declares it on `SharedSequenceConvertibleType`).
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`: `asSharedSequence()`.
    ///
    /// - Returns: a `Signal`: shared, replaying nothing, delivering on the main thread; it never fails.
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension PublishRelay {
    /// This relay as a `Signal`: accepted values on the main thread, nothing replayed.
    ///
    /// - Returns: a `Signal`: shared, replaying nothing, delivering on the main thread; it never fails.
    public func asSignal() -> Signal<Element> { asSharedSequenceNeverFailing() }
}
