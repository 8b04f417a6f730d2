/// Bindings from an `Infallible` (RxCocoa's `Infallible+Bind.swift`): into observers, relays, a closure
/// or a binder function. An `Infallible` never fails, so an observer gets values and perhaps completion;
/// a relay gets values only (relays never end).
extension InfallibleType {
    /// Forwards values and completion to `observers`: subjects, `AnyObserver`s or your own.
    ///
    /// - Parameter observers: Each receives every event, in the order listed.
    /// - Returns: The binding's subscription: disposing it stops the forwarding; events are forwarded
    ///   on the thread the source sends them on, and end with the source's completion.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Forwards values, wrapped in optionals, and completion to `observers`.
    ///
    /// - Parameter observers: Each receives every event, in the order listed.
    /// - Returns: The binding's subscription: disposing it stops the forwarding; events are forwarded
    ///   on the thread the source sends them on, and end with the source's completion.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Sends each value to `relays`: `PublishRelay`s, `BehaviorRelay`s (it becomes their current value)
    /// or `ReplayRelay`s (they record it) of this element type.
    ///
    /// - Parameter relays: Each receives each value, in the order listed.
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded on
    ///   the thread the source sends them on; the source's completion ends the binding without reaching
    ///   the relays.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        asObservable().subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends each value, wrapped in an optional, to `relays` of the optional element type.
    ///
    /// - Parameter relays: Each receives each value, in the order listed.
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded on
    ///   the thread the source sends them on; the source's completion ends the binding without reaching
    ///   the relays.
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        asObservable().subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Calls `onNext` with each value.
    ///
    /// - Parameter onNext: Called with each value, on the thread the source sends it on.
    /// - Returns: The binding's subscription: disposing it stops the calls; the source's completion ends it.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Applies `binder` to this sequence and returns what it returns.
    ///
    /// - Parameter binder: A function that binds the sequence somewhere.
    /// - Returns: What `binder` returns, usually the subscription's `Disposable`.
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Applies `binder` to this sequence, then the result to `curriedArgument`; returns what that returns.
    ///
    /// - Parameters:
    ///   - binder: Takes this sequence and returns a function of one more argument.
    ///   - curriedArgument: That argument, usually a trailing closure.
    /// - Returns: What the binder returns, usually the subscription's `Disposable`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }
}
