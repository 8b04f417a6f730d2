/// A sequence for UI code that cannot fail, delivers on its strategy's scheduler (the main thread in
/// an app) and shares one subscription to its source among its subscribers (RxCocoa's
/// `SharedSequence`). `Driver` and `Signal` are its two strategies: a `Driver` replays the latest
/// value to each new subscriber (state), a `Signal` replays nothing (one-shot events).
///
/// Sharing and the hop to the scheduler happen once, where an `Observable` becomes a trait
/// (`asDriver(onErrorJustReturn:)`, `relay.asSignal()`, …). The operators a trait keeps (`map`,
/// `filter`, `scan`, `debounce`, `combineLatest`, …) add neither: their input is already shared and
/// on the scheduler, their closures cannot throw, and time operators run their timers on the
/// strategy's scheduler. So a chain like `relay.asDriver().map(f).filter(p).drive(label)` has one
/// share and one scheduler hop, and each subscriber of the *chain* runs `f` and `p` itself; write
/// `asDriver(...)` again after an expensive or stateful step to share its result too.
///
/// It is an `ObservableType` (unlike RxCocoa's), so `subscribe`, `bind(to:)` and the `Observable`
/// operators work on it as well; those return plain `Observable`s.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableType, Sendable {
    /// The built sequence: shared, never failing, delivering on `SharingStrategy.scheduler`.
    @usableFromInline let source: Observable<Element>

    /// A trait over `source`, which must not fail and must already deliver on
    /// `SharingStrategy.scheduler` (a scheduled `from`, a timer): shares it by the strategy.
    @inlinable
    init(sharing source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// A trait over `source`, which must not fail but may deliver on any thread: shares it by the
    /// strategy, then moves delivery to `SharingStrategy.scheduler` (inline when already there on the
    /// main scheduler). Sharing first means a value replayed to a late subscriber is delivered
    /// through the scheduler too.
    @inlinable
    init(converting source: Observable<Element>) {
        self.source = SharingStrategy.share(source).observe(on: SharingStrategy.scheduler)
    }

    /// A trait over `source` as it is: it must already be shared as the strategy wants (or be cheap
    /// to run per subscriber), never fail, and deliver on `SharingStrategy.scheduler`. What the
    /// trait operators use, since their input already is all of that.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// This trait as a plain `Observable` (still shared and delivering on the strategy's scheduler).
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a `SharedSequence` shares its source and where it delivers: `DriverSharingStrategy`
/// (replays the latest value) and `SignalSharingStrategy` (replays nothing).
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on and time operators run their timers on
    /// (`SharingScheduler.make()`: the main scheduler, or the one `SharingScheduler.mock` installs).
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers: one subscription to it however many subscribe.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that can be turned into a `SharedSequence` (RxCocoa's protocol): `Driver` and `Signal`.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// The sharing strategy of the sequence this converts to.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}
