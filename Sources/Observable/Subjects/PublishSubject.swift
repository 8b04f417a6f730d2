/// Broadcasts each event to the observers subscribed at the time; late subscribers get only later
/// events (and the terminal event, if the subject already stopped).
///
/// Thread-safe. Events sent from inside a handler are delivered after the current one reached every
/// observer; after a terminal event, further events are ignored.
///
/// `subscribe(_:)` (`ObservableType`'s) subscribes an observer to future events: it receives the
/// events sent after it subscribed, on the sender's thread; if the subject already stopped, only its
/// terminal event.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    @usableFromInline package let broadcaster = Broadcaster<Element>(bufferSize: 0, inspectedAs: "PublishSubject")

    /// A subject with no observers.
    @inlinable public init() { super.init(subscribeKind: { observable, downstream in (observable as! PublishSubject<Element>).broadcaster.addSubscriber(for: downstream) }, inspectorNode: broadcaster.inspectorNode) }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Sends `event` to every current observer.
    ///
    /// - Parameter event: The event; sent to the observers serially, on the calling thread or on
    ///   the thread of a send already in progress. Nothing follows a terminal event.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }


    /// This subject as an `AnyObserver`.
    ///
    /// - Returns: An observer whose events are sent through this subject.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
