/// Replays up to `bufferSize` most recent values to each new observer, then sends later events;
/// after a terminal event new observers get the buffer and then that event.
///
/// Thread-safe, with the same ordering guarantees as `PublishSubject`.
public final class ReplaySubject<Element>: ObserverType, ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster: Broadcaster<Element>

    private init(bufferSize: Int) {
        precondition(bufferSize >= 0, "ReplaySubject bufferSize must not be negative")
        broadcaster = Broadcaster(bufferSize: bufferSize)
    }

    /// A subject replaying the last `bufferSize` values.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject replaying every value it ever received.
    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Records and sends `event`.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }

    /// Subscribes `observer`: it receives the buffered values, then later events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This subject as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }

    /// This subject as an `AnyObserver`.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
