/// Making an `Infallible` from values, as the `Observable` creation functions of the same name do.
extension Infallible {
    /// Sends `element`, then completes.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(raw: .just(element)) }

    /// Sends `elements` in order, then completes.
    public static func of(_ elements: Element...) -> Infallible<Element> { Infallible(raw: .from(elements)) }

    /// Sends the elements of `sequence` in order, then completes.
    public static func from<Source: Sequence>(_ sequence: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(raw: .from(sequence))
    }

    /// Completes at once.
    public static func empty() -> Infallible<Element> { Infallible(raw: .empty()) }

    /// Never sends anything.
    public static func never() -> Infallible<Element> { Infallible(raw: .never()) }

    /// Calls `factory` for each subscription and subscribes to the `Infallible` it returns.
    public static func deferred(_ factory: @escaping () -> Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: Observable.deferred { factory().source })
    }
}

extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error is replaced by `element`, then completion.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(raw: asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: on error, continues with `fallback`.
    public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: asObservable().catch { _ in fallback.source })
    }

    /// This sequence as an `Infallible`: on error, continues with the `Infallible` `recover` makes
    /// from that error.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: asObservable().catch { recover($0).source })
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Infallible where Element: Sendable {
    /// The values as an `AsyncStream` (an `Infallible` never fails, so the loop does not throw).
    public var values: AsyncStream<Element> { neverFailingValues(source) }
}
