extension Observable {
    /// Sends `element`, then completes, to each subscriber.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        Observable(attach: { downstream in
            downstream(.next(element))
            downstream(.completed)
            return Disposables.create()
        })
    }

    /// Sends each of `elements` in order, then completes; stops early once the subscriber is done
    /// (for example `take(n)` was satisfied).
    @inlinable
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// Sends each element of `sequence` in order, then completes; stops early once the subscriber is
    /// done, so `from(1...).take(3)` terminates.
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element> where Source.Element == Element {
        Observable(attachWithLifetime: { downstream, lifetime in
            for element in sequence {
                if lifetime.hasEnded { return Disposables.create() }
                downstream(.next(element))
            }
            if !lifetime.hasEnded { downstream(.completed) }
            return Disposables.create()
        })
    }

    /// Completes at once, sending no value.
    @inlinable
    public static func empty() -> Observable<Element> {
        Observable(attach: { downstream in
            downstream(.completed)
            return Disposables.create()
        })
    }

    /// Never sends anything and never ends.
    @inlinable
    public static func never() -> Observable<Element> {
        Observable(attach: { _ in Disposables.create() })
    }

    /// Fails at once with `error`.
    @inlinable
    public static func error(_ error: Error) -> Observable<Element> {
        Observable(attach: { downstream in
            downstream(.error(error))
            return Disposables.create()
        })
    }
}
