/// A source of events that observers subscribe to: `Observable`, subjects and relays.
///
/// Operators (`map`, `filter`, `combineLatest`, …) are extensions on this protocol.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// The type of value produced.
    associatedtype Element

    /// Subscribes `observer`; it receives events until the returned disposable is disposed or a
    /// terminal event arrives.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element

    /// This source as a plain `Observable`.
    func asObservable() -> Observable<Element>
}

extension ObservableType {
    /// Subscribes `observer` through the type-erased `Observable`.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}
