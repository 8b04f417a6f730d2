/// Consuming a `Driver`: the same shapes as `bind`, delivered on the main thread. A driver never
/// errors, so there is no `onError`.
extension Driver {
    /// Sends each value to `relays`.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends each value, wrapped in an optional, to `relays`.
    public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Makes each value current in `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Makes each value, wrapped in an optional, current in `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Sends each value to `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { value in for relay in relays { relay.accept(value) } })
    }

    /// Forwards values and completion to `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in for observer in observers { observer.on(event) } }
    }

    /// Forwards values, wrapped in optionals, and completion to `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        source.subscribe { event in
            let wrapped = event.map { Optional($0) }
            for observer in observers { observer.on(wrapped) }
        }
    }

    /// Assigns each value to `object[keyPath: keyPath]`, holding `object` weakly.
    public func drive<Target: AnyObject>(_ object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element>) -> Disposable {
        source.bind(to: object, keyPath)
    }

    /// Assigns each value, wrapped in an optional, to `object[keyPath: keyPath]`, holding `object` weakly.
    public func drive<Target: AnyObject>(_ object: Target, _ keyPath: ReferenceWritableKeyPath<Target, Element?>) -> Disposable {
        source.bind(to: object, keyPath)
    }

    /// Calls the closures for values, completion and disposal (each optional), on the main thread.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)` with `owner` held weakly and passed to each closure.
    public func drive<Owner: AnyObject>(
        with owner: Owner,
        onNext: ((Owner, Element) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: owner, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Applies `transformation` to this driver and returns what it returns (RxCocoa's curried form).
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(source)
    }
}
