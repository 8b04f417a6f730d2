/// A sequence for UI code that cannot fail, delivers on its strategy's scheduler (the main thread in
/// an app) and shares one subscription to its source among its subscribers (RxCocoa's
/// `SharedSequence`). `Driver` and `Signal` are its two strategies: a `Driver` replays the latest
/// value to each new subscriber (state), a `Signal` replays nothing (one-shot events).
///
/// The hop to the scheduler happens once, where an `Observable` becomes a trait
/// (`asDriver(onErrorJustReturn:)`, `relay.asSignal()`, …); sharing happens there and again at every
/// trait operator (`map`, `filter`, `scan`, `startWith`, `flatMapLatest`, `debounce`,
/// `combineLatest`, …), as in RxCocoa: each result is shared by `SharingStrategy.share` (a `Driver`
/// step replays its latest value while connected, a `Signal` step nothing). So in
/// `relay.asDriver().map(f).drive(a)` plus `.drive(b)`, `f` runs once per value; `scan` keeps one
/// state for all subscribers; a late subscriber of `driver.startWith(x)` gets the replayed latest
/// value, not `x` again. The operators' input is already on the scheduler and their closures cannot
/// throw, so they add no hop; time operators run their timers on the strategy's scheduler.
/// `just`, `empty`, `never`, `of` and `from` run per subscriber (RxCocoa's do too). As in RxCocoa, an
/// operator's replay reaches a late subscriber at once, on the subscribing thread: subscribe on the
/// main thread (only the conversion's own replay is moved to the scheduler).
///
/// As RxCocoa's, it is an `ObservableConvertibleType`, not an `ObservableType`: it is consumed with
/// `drive(...)` (a `Driver`) or `emit(...)` (a `Signal`), and `asObservable()` turns it into an
/// `Observable` for `subscribe`, `bind(to:)` and the `Observable` operators. So an app's helper
/// declared both on `ObservableType` and on `SharedSequenceConvertibleType` has one candidate on a
/// trait. The trait operators are declared on `SharedSequenceConvertibleType`, so an app's own
/// conforming type (an activity indicator, an error tracker) has them too.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, Sendable {
    /// The built sequence: shared, never failing, delivering on `SharingStrategy.scheduler`.
    @usableFromInline package let source: Observable<Element>

    /// A trait over `source`, which must not fail and must already deliver on
    /// `SharingStrategy.scheduler` (a trait operator's result, a timer): shares it by the strategy
    /// (RxCocoa's `SharedSequence.init(_:)`), adding no hop.
    ///
    /// - Parameter source: the never-failing sequence, already delivering on the strategy's scheduler.
    @inlinable
    package init(sharing source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// A trait over `source`, which may deliver on any thread: moves delivery to
    /// `SharingStrategy.scheduler` first, then lets `handlingErrors` replace errors, then shares by the
    /// strategy — RxCocoa's order in `asDriver`/`asSignal`, so a replacement value and its completion
    /// arrive together, and a late subscriber gets the replay at once, inside `subscribe`.
    ///
    /// On the main scheduler, a subscriber that subscribes off the main thread gets that replay through
    /// the scheduler too (RxCocoa would send it on the subscribing thread); on the main thread, and with
    /// any other scheduler (a test's), nothing is added after the share.
    @inlinable
    package init(converting source: Observable<Element>, handlingErrors: (Observable<Element>) -> Observable<Element> = { $0 }) {
        let scheduler = SharingStrategy.scheduler
        let shared = SharingStrategy.share(handlingErrors(source.observe(on: scheduler)))
        guard scheduler is MainScheduler else {
            self.source = shared
            return
        }
        // The binding inspector shows this step as the conversion it ends (RxCocoa's name for it).
        self.source = Observable.deferred { MainScheduler.isMainThread ? shared : shared.observe(on: scheduler) }
            .inspected(as: SharingStrategy.self == SignalSharingStrategy.self ? "asSignal" : "asDriver")
    }

    /// A trait over `source` as it is, not shared: it must be cheap to run per subscriber (`just`,
    /// `from`) or already shared as the strategy wants, never fail, and deliver on
    /// `SharingStrategy.scheduler` (RxCocoa's `SharedSequence.init(raw:)`).
    ///
    /// - Parameter source: the never-failing sequence, already delivering on the strategy's scheduler.
    @inlinable
    package init(raw source: Observable<Element>) {
        self.source = source
    }

    /// This trait as a plain `Observable` (still shared and delivering on the strategy's scheduler).
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    @inlinable
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
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
    ///
    /// - Parameter source: the sequence to share (it never fails).
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that can be turned into a `SharedSequence` (RxCocoa's protocol): `Driver`, `Signal`,
/// and an app's own type that implements `asSharedSequence()` (RxExample's activity indicator and
/// error tracker). Such a type gets `asObservable()`, `asDriver()` or `asSignal()` (by its strategy),
/// `drive`/`emit` and the trait operators from this protocol's extensions, as in RxCocoa.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// The sharing strategy of the sequence this converts to.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a `SharedSequence`.
    ///
    /// - Returns: a trait of the same strategy, shared by it and delivering on its scheduler; it never fails.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>

    /// What the trait operators (`map`, `filter`, `flatMapLatest`, …) and `drive`/`emit` with closures
    /// build on. By default `asObservable()`, as RxCocoa's operators do: for a `Driver` or a `Signal`
    /// that is the trait itself; for an app's type that implements its own `asObservable()` (an error
    /// tracker returning its subject) it is that observable, so `tracker.map(f)` behaves as under
    /// RxCocoa. A type implements it only when its `asObservable()` may deliver off the strategy's
    /// scheduler but its operators must not (Signals' `ActivityIndicator`); apps never need to.
    ///
    /// - Returns: the observable the trait operators apply to.
    func _traitOperatorSource() -> Observable<Element>
}

extension SharedSequenceConvertibleType {
    /// `asObservable()`: the trait operators build on it, as RxCocoa's do.
    ///
    /// - Returns: `asObservable()`.
    @inlinable
    public func _traitOperatorSource() -> Observable<Element> { asObservable() }

    /// The trait as a plain `Observable` (still shared and delivering on the strategy's scheduler):
    /// `asSharedSequence().asObservable()`, as RxCocoa's default.
    ///
    /// - Returns: the sequence `asSharedSequence()` builds, as an `Observable`; it never fails.
    @inlinable
    public func asObservable() -> Observable<Element> { asSharedSequence().asObservable() }
}
