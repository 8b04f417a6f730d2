/// Holds a current value: each new observer first receives it, then every later event.
///
/// Thread-safe. After an error, `value()` throws it and new observers receive only the error;
/// after completion they receive only `.completed`. An observer subscribed with `subscribe(_:)`
/// (`ObservableType`'s) receives the current value first, on the subscribing thread (or, if another
/// thread is sending, on that thread, possibly after `subscribe` returned), then later events on
/// the thread that sends them.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    @usableFromInline package let broadcaster: Broadcaster<Element>

    /// A subject whose current value is `value`.
    ///
    /// - Parameter value: The first current value, sent to each observer that subscribes before
    ///   another value arrives.
    @inlinable public init(value: Element) {
        broadcaster = Broadcaster(bufferSize: 1, initial: value, tracksLatest: true, inspectedAs: "BehaviorSubject")
        super.init(subscribeKind: { observable, downstream in (observable as! BehaviorSubject<Element>).broadcaster.addSubscriber(for: downstream) }, inspectorNode: broadcaster.inspectorNode)
    }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// The latest value sent. Throws the subject's error if it failed.
    ///
    /// - Returns: The current value; it throws the subject's error if the subject failed.
    @inlinable public func value() throws -> Element {
        let snapshot = broadcaster.snapshotLatest()
        if case .failed(let error) = snapshot.termination { throw error }
        return snapshot.value!
    }

    /// Makes `event` current (if a value) and sends it to every observer.
    ///
    /// - Parameter event: The event; sent to the observers serially, on the calling thread or on
    ///   the thread of a send already in progress. Nothing follows a terminal event.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }


    /// This subject as an `AnyObserver`.
    ///
    /// - Returns: An observer whose events are sent through this subject.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
