/// Making an `Infallible` from values, as the `Observable` creation functions of the same name do.
extension Infallible {
    /// Sends `element`, then completes.
    ///
    /// - Parameter element: the value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func just(_ element: Element) -> Infallible<Element> { Infallible(raw: .just(element)) }

    /// Sends `elements` in order, then completes.
    ///
    /// - Parameter elements: the values, in order.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func of(_ elements: Element...) -> Infallible<Element> { Infallible(raw: .from(elements)) }

    /// Sends the elements of `sequence` in order, then completes.
    ///
    /// - Parameter sequence: the values, in order.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func from<Source: Sequence>(_ sequence: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(raw: .from(sequence))
    }

    /// Completes at once.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func empty() -> Infallible<Element> { Infallible(raw: .empty()) }

    /// Never sends anything.
    ///
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public static func never() -> Infallible<Element> { Infallible(raw: .never()) }

    /// Calls `observableFactory` for each subscription and subscribes to the `Infallible` it returns.
    ///
    /// - Parameter observableFactory: makes the sequence for each subscriber, on the subscribing thread.
    ///   It must not throw (it may be declared `throws`, as in RxSwift): an error stops the program.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the made sequence sends
    ///   them on; it completes when that sequence does.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(trapping: Observable.deferred { try observableFactory().source }, in: "deferred")
    }
}

extension ObservableConvertibleType {
    /// This sequence as an `Infallible`: an error is replaced by `element`, then completion.
    ///
    /// - Parameter element: the value.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(raw: asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible`: on error, continues with `fallback`.
    ///
    /// - Parameter fallback: the sequence that takes over after an error.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: asObservable().catch { _ in fallback.source })
    }

    /// This sequence as an `Infallible`: on error, continues with the `Infallible` `recover` makes
    /// from that error.
    ///
    /// - Parameter recover: makes the sequence to continue with from the error.
    /// - Returns: an `Infallible`: it never fails; events arrive on the thread the source sends them on.
    public func asInfallible(onErrorRecover recover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(raw: asObservable().catch { recover($0).source })
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Infallible where Element: Sendable {
    /// The values as an `AsyncStream` (an `Infallible` never fails, so the loop does not throw).
    public var values: AsyncStream<Element> { neverFailingValues(source) }
}
