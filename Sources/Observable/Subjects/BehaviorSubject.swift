/// Holds a current value: each new observer first receives it, then every later event.
///
/// Thread-safe. After an error, `value()` throws it and new observers receive only the error;
/// after completion they receive only `.completed`.
public final class BehaviorSubject<Element>: ObserverType, ObservableType, @unchecked Sendable {
    @usableFromInline let broadcaster: Broadcaster<Element>

    /// A subject whose current value is `value`.
    public init(value: Element) {
        broadcaster = Broadcaster(bufferSize: 1, initial: value, tracksLatest: true)
    }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// The latest value sent. Throws the subject's error if it failed.
    @inlinable public func value() throws -> Element {
        let snapshot = broadcaster.snapshotLatest()
        if let error = snapshot.error { throw error }
        return snapshot.value!
    }

    /// Makes `event` current (if a value) and sends it to every observer.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }

    /// Subscribes `observer`: it receives the current value, then later events.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    /// This subject as an `Observable`.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }

    /// This subject as an `AnyObserver`.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
