extension ObservableType {
    /// Sends each value, wrapped in an optional, to `relays` (as RxRelay's `bind(to:)` for a
    /// `ReplayRelay<Element?>`). Like every relay binding it forwards values only: the source's
    /// terminal event ends the subscription and leaves the relays working.
    ///
    /// - Parameter relays: the relays that receive each value.
    /// - Returns: the subscription; dispose it to stop the binding.
    @inlinable
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }
}
