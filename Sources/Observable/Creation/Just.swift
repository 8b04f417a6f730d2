extension Observable {
    /// Sends `element`, then completes, to each subscriber.
    ///
    /// ```swift
    /// _ = Observable.just(42).subscribe { print($0) }
    /// // Prints:
    /// // next(42)
    /// // completed
    /// ```
    ///
    /// - Parameter element: The one value.
    /// - Returns: A cold observable that sends both events synchronously, on the subscribing thread,
    ///   before `subscribe` returns.
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
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "c").subscribe { print($0) }
    /// // Prints:
    /// // next(a)
    /// // next(b)
    /// // next(c)
    /// // completed
    /// ```
    ///
    /// - Parameter elements: The values, in order.
    /// - Returns: A cold observable that sends synchronously, on the subscribing thread, before
    ///   `subscribe` returns.
    @inlinable
    public static func of(_ elements: Element...) -> Observable<Element> {
        from(elements)
    }

    /// Sends each element of `sequence` in order, then completes; stops early once the subscriber is
    /// done, so `from(1...).take(3)` terminates.
    ///
    /// ```swift
    /// _ = Observable.from(1...).take(3).subscribe { print($0) }
    /// // Prints:
    /// // next(1)
    /// // next(2)
    /// // next(3)
    /// // completed
    /// ```
    ///
    /// - Parameter sequence: The values; iterated afresh for each subscription, and only as far as the
    ///   subscriber wants.
    /// - Returns: A cold observable that sends synchronously, on the subscribing thread, before
    ///   `subscribe` returns.
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
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().subscribe { print($0) }
    /// // Prints "completed"
    /// ```
    ///
    /// - Returns: A cold observable that completes synchronously, on the subscribing thread.
    @inlinable
    public static func empty() -> Observable<Element> {
        Observable(attach: { downstream in
            downstream(.completed)
            return Disposables.create()
        })
    }

    /// Never sends anything and never ends.
    ///
    /// ```swift
    /// _ = Observable<Int>.never().subscribe { print($0) }
    /// // Prints nothing
    /// ```
    ///
    /// - Returns: An observable whose subscriptions last until they are disposed.
    @inlinable
    public static func never() -> Observable<Element> {
        Observable(attach: { _ in Disposables.create() })
    }

    /// Fails at once with `error`.
    ///
    /// ```swift
    /// _ = Observable<Int>.error(RxError.noElements).subscribe { print($0) }
    /// // Prints "error(Sequence doesn't contain any elements.)"
    /// ```
    ///
    /// - Parameter error: The error each subscriber gets.
    /// - Returns: A cold observable that fails synchronously, on the subscribing thread.
    @inlinable
    public static func error(_ error: Error) -> Observable<Element> {
        Observable(attach: { downstream in
            downstream(.error(error))
            return Disposables.create()
        })
    }
}
