/// A UI-safe one-shot event output (RxCocoa's `Signal`): it never errors, delivers on the main thread
/// (through `MainScheduler.instance`) and shares one subscription to its source, but replays nothing —
/// an alert or a navigation request fires once, for whoever is subscribed at the time.
///
/// Named `Emitter` rather than `Signal` so it cannot be confused with the module `Signals`
/// (`Signals.Signal` reads like a typo and greps badly). Make one with `asEmitter(onErrorJustReturn:)`,
/// `asEmitter(onErrorEmitWith:)` or `PublishRelay.asEmitter()`; consume it with `emit(...)`.
public struct Emitter<Element>: ObservableType, Sendable {
    /// Shared, non-replaying, never-failing and main-thread delivering.
    @usableFromInline let source: Observable<Element>

    /// An emitter over `neverFailing`, which must not error: shares it without replay and moves
    /// delivery to the main thread (inline when already there).
    @usableFromInline
    init(neverFailing: Observable<Element>) {
        source = neverFailing.share(replay: 0, scope: .whileConnected).observe(on: MainScheduler.instance)
    }

    /// This emitter as a plain `Observable` (still shared and main-thread delivering).
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    public func asEmitter() -> Emitter<Element> { self }

    /// An emitter that sends `element` to each subscriber and completes.
    public static func just(_ element: Element) -> Emitter<Element> { Emitter(neverFailing: .just(element)) }

    /// An emitter that completes at once.
    public static func empty() -> Emitter<Element> { Emitter(neverFailing: .empty()) }

    /// An emitter that never sends anything.
    public static func never() -> Emitter<Element> { Emitter(neverFailing: .never()) }

    /// Transforms each value.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Emitter<Result> {
        Emitter<Result>(neverFailing: source.map(transform))
    }

    /// Passes on only the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Emitter<Element> {
        Emitter(neverFailing: source.filter(isIncluded))
    }
}
