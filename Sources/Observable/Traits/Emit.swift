/// Consuming an `Emitter`: the same shapes as `bind` and `drive`, delivered on the main thread.
extension Emitter {
    /// Sends each value to `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends each value, wrapped in an optional, to `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Makes each value current in `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Makes each value, wrapped in an optional, current in `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends each value to `relays`.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Forwards values and completion to `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Assigns each value to `object[keyPath: keyPath]`, holding `object` weakly.
    public func emit<Target: AnyObject>(to object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element>) -> Disposable {
        source.bind(to: object, keyPath)
    }

    /// Calls the closures for values, completion and disposal (each optional), on the main thread.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `emit(onNext:onCompleted:onDisposed:)` with `owner` held weakly and passed to each closure.
    public func emit<Owner: AnyObject>(
        with owner: Owner,
        onNext: ((Owner, Element) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
