/// A source of events that observers subscribe to: `Observable`, subjects and relays.
///
/// Operators (`map`, `filter`, `combineLatest`, …) are extensions on this protocol.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// The type of value produced.
    associatedtype Element

    /// Subscribes `observer`; it receives events until the returned disposable is disposed or a
    /// terminal event arrives.
    ///
    /// - Parameter observer: Receives the events, serially (never two at once), and nothing after a
    ///   terminal event.
    /// - Returns: The subscription: disposing it stops delivery (no event sent after `dispose()`
    ///   returned reaches `observer`) and releases the source's resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element

    /// This source as a plain `Observable`.
    ///
    /// - Returns: An observable of this source's events; subscribing to it subscribes here.
    func asObservable() -> Observable<Element>
}

extension ObservableType {
    /// Subscribes `observer` through the type-erased `Observable`.
    ///
    /// - Parameter observer: Receives the events, serially, on the thread the source sends them on.
    /// - Returns: The subscription: disposing it stops delivery (no event sent after `dispose()`
    ///   returned reaches `observer`) and releases the source's resources.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}
