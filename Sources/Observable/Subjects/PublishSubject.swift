/// Broadcasts each event to the observers subscribed at the time; late subscribers get only later
/// events (and the terminal event, if the subject already stopped).
///
/// Thread-safe. Events sent from inside a handler are delivered after the current one reached every
/// observer; after a terminal event, further events are ignored.
public final class PublishSubject<Element>: ObserverType, ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster = Broadcaster<Element>(bufferSize: 0)

    /// A subject with no observers.
    public init() {}

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Sends `event` to every current observer.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }

    /// Subscribes `observer` to future events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This subject as an `Observable` (its broadcaster: no allocation; subscribing to it subscribes here).
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }

    /// This subject as an `AnyObserver`.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
