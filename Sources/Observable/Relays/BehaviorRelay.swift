/// A `BehaviorSubject` that can only send values: it holds a current `value` that each new observer
/// receives first, and never errors or completes. Thread-safe.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster: Broadcaster<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        broadcaster = Broadcaster(bufferSize: 1, initial: value, tracksLatest: true)
    }

    /// The latest accepted value; updated as soon as `accept` is called, even from inside a handler.
    @inlinable public var value: Element { broadcaster.snapshotLatest().value! }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Makes `element` current and sends it to every observer. Allocates nothing.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// Subscribes `observer`: it receives the current value, then later values.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This relay as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
