/// Collects the errors of tracked work, for an error banner: the pattern apps copy from RxSwift's
/// example app, built in. Wrap each piece of work with `trackError(_:)`; every error it fails with is
/// sent by the tracker (the work itself still fails with it — follow with `catch`/`catchAndReturn`
/// or `asDriver(onErrorJustReturn:)` to keep a chain alive).
///
/// ```swift
/// let errors = ErrorTracker()
/// let saved = saveTaps.flatMapLatest { repository.save(draft).trackError(errors).asObservable().catch { _ in .empty() } }
/// let message: Driver<String> = errors.asDriver().map { "\($0)" }
/// ```
///
/// Guarantees: every error of every tracked subscription is sent exactly once, from any thread, in
/// one order for all subscribers; nothing is replayed by `asObservable()`. The tracker completes when
/// it is deallocated.
public final class ErrorTracker: ObservableConvertibleType, Sendable {
    /// The errors of tracked work.
    public typealias Element = Swift.Error

    /// Where tracked errors are sent.
    private let errors = PublishSubject<Swift.Error>()

    /// A tracker that has seen no error.
    public init() {}

    deinit { errors.onCompleted() }

    /// The errors of tracked work, as they happen (nothing replayed).
    ///
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func asObservable() -> Observable<Swift.Error> { errors.asObservable() }

    /// The errors of tracked work as a `Driver` (main thread; replays the latest error to late
    /// subscribers, as RxSwift's example does — a one-shot `Signal` suits a banner better).
    ///
    /// - Returns: a `Driver`: shared, replaying the latest value, delivering on the main thread; it never fails.
    public func asDriver() -> Driver<Swift.Error> {
        errors.asObservable().asDriver(onErrorDriveWith: .empty())
    }

    /// The errors of tracked work as a `Signal`: delivered on the main thread (or the mocked
    /// `SharingScheduler`), nothing replayed to a late subscriber — the right trait for a banner or
    /// an alert. It completes when the tracker is deallocated.
    ///
    /// - Returns: a `Signal` of every error tracked from now on.
    public func asSignal() -> Signal<Swift.Error> {
        errors.asObservable().asSignal(onErrorSignalWith: .empty())
    }

    /// Mirrors `source`, sending its error (if it fails) to this tracker first.
    ///
    /// - Parameter source: the work to watch.
    /// - Returns: an `Observable` with these events, on the thread the source sends them on.
    public func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        let errors = errors
        return source.asObservable().do(onError: { errors.onNext($0) })
    }
}
