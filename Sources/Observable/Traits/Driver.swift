/// A UI-safe state output (RxCocoa's `Driver`): it never errors, delivers every event on the main
/// thread (through `MainScheduler.instance`), and shares one subscription to its source, replaying the
/// latest value to each new subscriber — so a label bound late still shows the current state.
///
/// Make one with `asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)` or a relay's
/// `asDriver()`; consume it with `drive(...)` (or any operator: it is an `ObservableType`).
public struct Driver<Element>: ObservableType, Sendable {
    /// Shared, replaying, never-failing and main-thread delivering.
    @usableFromInline let source: Observable<Element>

    /// A driver over `neverFailing`, which must not error: shares it with a replay of one and moves
    /// delivery to the main thread (inline when already there).
    @usableFromInline
    init(neverFailing: Observable<Element>) {
        source = neverFailing.share(replay: 1, scope: .whileConnected).observe(on: MainScheduler.instance)
    }

    /// This driver as a plain `Observable` (still shared and main-thread delivering).
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    public func asDriver() -> Driver<Element> { self }

    /// A driver that sends `element` and completes.
    public static func just(_ element: Element) -> Driver<Element> { Driver(neverFailing: .just(element)) }

    /// A driver that completes at once.
    public static func empty() -> Driver<Element> { Driver(neverFailing: .empty()) }

    /// A driver that never sends anything.
    public static func never() -> Driver<Element> { Driver(neverFailing: .never()) }
}
