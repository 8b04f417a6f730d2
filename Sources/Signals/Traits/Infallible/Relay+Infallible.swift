/// Relays as `Infallible`s (RxRelay's `asInfallible()`): a relay never fails, so no fallback is needed.
extension PublishRelay {
    /// This relay as an `Infallible`.
    ///
    /// - Returns: An `Infallible` of the values accepted after each subscription; it never fails
    ///   nor completes, and delivers on the thread that accepts.
    public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension BehaviorRelay {
    /// This relay as an `Infallible`.
    ///
    /// - Returns: An `Infallible` that sends each subscriber the current value, then every later
    ///   one; it never fails nor completes.
    public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}

extension ReplayRelay {
    /// This relay as an `Infallible`.
    ///
    /// - Returns: An `Infallible` that replays the buffered values to each subscriber, then sends
    ///   every later one; it never fails nor completes.
    public func asInfallible() -> Infallible<Element> { Infallible(raw: asObservable()) }
}
