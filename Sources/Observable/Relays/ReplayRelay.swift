/// A `ReplaySubject` that can only send values: it replays the last `bufferSize` values to each new
/// observer and never errors or completes. Thread-safe.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster: Broadcaster<Element>

    private init(bufferSize: Int) {
        precondition(bufferSize >= 0, "ReplayRelay bufferSize must not be negative")
        broadcaster = Broadcaster(bufferSize: bufferSize)
    }

    /// A relay replaying the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> { ReplayRelay(bufferSize: bufferSize) }

    /// A relay replaying every value it ever received.
    public static func createUnbound() -> ReplayRelay<Element> { ReplayRelay(bufferSize: Int.max) }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Records `element` and sends it to every observer.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// Subscribes `observer`: it receives the buffered values, then later values.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This relay as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
