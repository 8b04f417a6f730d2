/// Tells whether any tracked work is running, for a spinner or a disabled button: the pattern apps
/// copy from RxSwift's example app, built in. Wrap each piece of work with `trackActivity(_:)`; the
/// indicator is `true` from the first subscription to tracked work until the last one ends (completes,
/// fails or is disposed) — overlapping work is counted, so two loads keep it `true` until both end.
///
/// ```swift
/// let saving = ActivityIndicator()
/// let saved = saveTaps.flatMapLatest { repository.save(draft).trackActivity(saving) }
/// let isSaving: Driver<Bool> = saving.asDriver()   // false, true, …, false
/// ```
///
/// Guarantees: the count never goes below zero (each tracked subscription adds one when it starts and
/// removes it exactly once when it ends); the value sent after the last change always reflects the
/// final count, so once all work has ended every subscriber's last value is `false`; equal values in
/// a row are not repeated. Track from any thread; the indicator's own lock is never held while your
/// code runs. Under concurrency, work that starts and ends between two deliveries may show no `true`.
public final class ActivityIndicator: SharedSequenceConvertibleType, Sendable {
    /// `true` while work runs.
    public typealias Element = Bool
    /// An indicator converts to a `Driver` (as RxSwift's example's does).
    public typealias SharingStrategy = DriverSharingStrategy

    /// How much tracked work is running.
    private let running = ActivityCount()
    /// Ticks after every change of `running`; its subscribers read the count when a tick arrives.
    private let changes = BehaviorRelay<Void>(value: ())
    /// The indicator's values: the count's state read at each tick, without repeats.
    private let isActive: Observable<Bool>
    /// `isActive` as one shared, main-thread `Driver`.
    private let driver: Driver<Bool>

    /// An indicator with no work running (its first value is `false`).
    public init() {
        let running = running
        isActive = changes.asObservable().map { _ in running.value > 0 }.distinctUntilChanged()
        driver = isActive.asDriver(onErrorJustReturn: false)
    }

    /// Whether work runs, starting with the current state: `false`/`true`, never repeated, never failing.
    ///
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func asObservable() -> Observable<Bool> { isActive }

    /// Whether work runs, as a `Driver` (main thread, the latest value replayed to late subscribers).
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Bool> { driver }

    /// Whether work runs, as a `Driver`: what `SharedSequenceConvertibleType` asks for, so the
    /// indicator can be passed where any trait convertible is taken (`Driver.combineLatest`, …).
    ///
    /// - Returns: the same shared `Driver<Bool>` as `asDriver()`.
    public func asSharedSequence() -> Driver<Bool> { driver }

    /// What the trait operators (`indicator.map`, `indicator.drive(onNext:)`, …) build on: the
    /// indicator's `Driver`, so their values arrive on the main thread (`asObservable()` is the
    /// any-thread state, which RxCocoa's rule, operators over `asObservable()`, would pick).
    ///
    /// - Returns: the `Driver`'s observable.
    public func _traitOperatorSource() -> Observable<Bool> { driver.asObservable() }

    /// Mirrors `source`, counting each of its subscriptions as running work until it ends.
    ///
    /// - Parameter source: the work to watch.
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        let observable = source.asObservable()
        return Observable.using({ ActivityToken(self) }, observableFactory: { _ in observable })
    }

    /// Adds (`+1`) or removes (`-1`) one running piece of work, then ticks so subscribers re-read.
    fileprivate func change(by delta: Int) {
        running.add(delta)
        changes.accept(())
    }
}

/// The running-work count, under a lock (no user code runs while it is held).
private final class ActivityCount: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0

    /// The current count.
    var value: Int { lock.withLock { count } }

    /// Adds `delta` to the count.
    func add(_ delta: Int) { lock.withLock { count += delta } }
}

/// One tracked subscription: counts as running from creation until it is disposed (once).
private final class ActivityToken: Disposable, @unchecked Sendable {
    private let indicator: ActivityIndicator
    private let ended = OnceFlag()

    init(_ indicator: ActivityIndicator) {
        self.indicator = indicator
        indicator.change(by: 1)
    }

    func dispose() {
        guard ended.raise() else { return }
        indicator.change(by: -1)
    }
}
