/// Bindings: subscriptions that push values into relays, subjects, observers or properties.
///
/// Relays never terminate, so a binding into a relay forwards values only and ignores the source's
/// terminal event (the subscription still ends with it). Bindings into observers forward every event.
extension ObservableType {
    /// Sends each value to `relay` (the one-relay form: no array of relays to allocate).
    ///
    /// - Parameters:
    ///   - relay: Receives each value.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's error or completion ends the binding without
    ///   reaching the relays.
    @inlinable
    public func bind(to relay: PublishRelay<Element>, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribe(
            onNext: { value in relay.accept(value) },
            at: CallSite("bind", file: file, line: line), feeding: { relay.broadcaster.inspectorNode })
    }

    /// Makes each value current in `relay` (the one-relay form: no array of relays to allocate).
    ///
    /// - Parameters:
    ///   - relay: Receives each value as its current value.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's error or completion ends the binding without
    ///   reaching the relays.
    @inlinable
    public func bind(to relay: BehaviorRelay<Element>, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribe(
            onNext: { value in relay.accept(value) },
            at: CallSite("bind", file: file, line: line), feeding: { relay.broadcaster.inspectorNode })
    }

    /// Sends each value to `relays`: any `PublishRelay`s, `BehaviorRelay`s (it becomes their current
    /// value) or `ReplayRelay`s (they record it) of this element type.
    ///
    /// - Parameters:
    ///   - relays: Each receives each value, in the order listed.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's error or completion ends the binding without
    ///   reaching the relays.
    @inlinable
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Relay.Element == Element {
        asObservable().subscribe(onNext: { value in for relay in relays { relay.accept(value) } }, at: CallSite("bind", file: file, line: line))
    }

    /// Sends each value, wrapped in an optional, to `relays` (publish, behavior or replay relays of
    /// the optional element type, as RxRelay's `bind(to:)` overloads for them).
    ///
    /// - Parameters:
    ///   - relays: Each receives each value, in the order listed.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's error or completion ends the binding without
    ///   reaching the relays.
    @inlinable
    public func bind<Relay: RelayType>(to relays: Relay..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Relay.Element == Element? {
        asObservable().subscribe(onNext: { value in for relay in relays { relay.accept(value) } }, at: CallSite("bind", file: file, line: line))
    }

    /// Forwards every event (values, error, completion) to `observers`: subjects, `AnyObserver`s or your own.
    ///
    /// - Parameters:
    ///   - observers: Each receives every event, in the order listed.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's terminal event ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        asObservable().subscribeEvents(at: CallSite("bind", file: file, line: line)) { event in for observer in observers { observer.on(event) } }
    }

    /// Forwards every event, with values wrapped in optionals, to `observers`.
    ///
    /// - Parameters:
    ///   - observers: Each receives every event, in the order listed.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's terminal event ends the binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        asObservable().subscribeEvents(at: CallSite("bind", file: file, line: line)) { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Calls `onNext` with each value.
    ///
    /// - Parameters:
    ///   - onNext: Called with each value, on the source's thread.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's terminal event ends the binding.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribe(onNext: onNext, at: CallSite("bind", file: file, line: line))
    }

    /// Applies `binder` to this observable and returns what it returns (RxSwift's curried binding).
    ///
    /// - Parameter binder: Called once, at once, with this observable.
    /// - Returns: What `binder` returns.
    @inlinable
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Assigns each value to `object[keyPath: keyPath]`, holding `object` weakly: the binding never
    /// keeps its target alive, and values arriving after the target is gone are dropped.
    ///
    /// Swift's key-path setter allocates once per write (about 1,800 instructions); a closure does not.
    ///
    /// - Parameters:
    ///   - object: The target, held weakly.
    ///   - keyPath: The property each value is assigned to, on the source's thread.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's terminal event ends the binding.
    @inlinable
    public func bind<Target: AnyObject>(to object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element>, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().assign(to: object, keyPath, at: CallSite("bind", file: file, line: line))
    }

    /// Assigns each value, wrapped in an optional, to `object[keyPath: keyPath]`, holding `object` weakly.
    ///
    /// - Parameters:
    ///   - object: The target, held weakly.
    ///   - keyPath: The property each value is assigned to, on the source's thread.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The binding's subscription: disposing it stops the forwarding; values are forwarded
    ///   on the source's thread, and the source's terminal event ends the binding.
    @inlinable
    public func bind<Target: AnyObject>(to object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element?>, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().assign(to: object, keyPath, at: CallSite("bind", file: file, line: line))
    }
}

extension Observable {
    /// Assigns each value to `object[keyPath: keyPath]`, holding `object` weakly, as a subscription
    /// made at `site` (`bind(to:_:)`, `drive(_:_:)`, `emit(to:_:)`).
    @inlinable
    package func assign<Target: AnyObject>(
        to object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element>, at site: CallSite
    ) -> Disposable {
        let target = WeakCapture(object)
        return subscribe(onNext: { value in target.object?[keyPath: keyPath] = value }, at: site)
    }

    /// Assigns each value, wrapped in an optional, to `object[keyPath: keyPath]`, holding `object`
    /// weakly, as a subscription made at `site`.
    @inlinable
    package func assign<Target: AnyObject>(
        to object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element?>, at site: CallSite
    ) -> Disposable {
        let target = WeakCapture(object)
        return subscribe(onNext: { value in target.object?[keyPath: keyPath] = value }, at: site)
    }
}
