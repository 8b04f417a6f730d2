/// A UI-safe state output (RxCocoa's `Driver`): it never fails, delivers every event on the main
/// thread (`SharingScheduler.make()`, `MainScheduler.instance` unless a test mocks it) and shares one
/// subscription to its source, replaying the latest value to each new subscriber — so a label bound
/// late still shows the current state.
///
/// Make one with `asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)`,
/// `asDriver(onErrorRecover:)` or a relay's `asDriver()`; chain the trait operators (`map`, `scan`,
/// `debounce`, `combineLatest`, …, see `SharedSequence`); consume it with `drive(...)`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: the shared subscription replays the latest value while anyone is subscribed
/// (`share(replay: 1, scope: .whileConnected)`), delivered on `SharingScheduler.make()`.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`: the main scheduler unless a test mocks it.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Parameter source: the sequence to share (it never fails).
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A `Driver`, or an app's own type whose strategy is `DriverSharingStrategy` (RxExample's activity
/// indicator), as a `Driver` (RxCocoa declares these on `SharedSequenceConvertibleType`).
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This sequence as a `Driver`: `asSharedSequence()`.
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Element> { asSharedSequence() }

    /// This driver's values as a `Signal`: the same values, without the replay to late subscribers
    /// (a first subscriber still gets the value the driver replays to it).
    ///
    /// - Returns: a `Signal`: shared, replaying nothing, delivering on the main thread; it never fails.
    public func asSignal() -> Signal<Element> { Signal(sharing: asSharedSequence().source) }
}

extension BehaviorRelay {
    /// This relay as a `Driver`: its current value first, then every accepted value, on the main thread.
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Element> { asSharedSequenceNeverFailing() }
}

extension PublishRelay {
    /// This relay as a `Driver`: accepted values on the main thread, the latest replayed to late subscribers.
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Element> { asSharedSequenceNeverFailing() }
}

extension ReplayRelay {
    /// This relay as a `Driver`: the replayed and accepted values on the main thread, the latest
    /// replayed to late subscribers of the driver.
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Element> { asSharedSequenceNeverFailing() }
}
