/// A `PublishSubject` that can only send values: it never errors or completes, so it is safe to
/// expose as a ViewModel input. Thread-safe; reentrant sends are queued, never recursive.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster = Broadcaster<Element>(bufferSize: 0)

    /// A relay with no observers.
    public init() {}

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Sends `element` to every current observer. Allocates nothing.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// Subscribes `observer` to future values.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This relay as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
