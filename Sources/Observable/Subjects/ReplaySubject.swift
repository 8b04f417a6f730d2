/// Replays up to `bufferSize` most recent values to each new observer, then sends later events;
/// after a terminal event new observers get the buffer and then that event.
///
/// Thread-safe, with the same ordering guarantees as `PublishSubject`. An observer subscribed with
/// `subscribe(_:)` (`ObservableType`'s) receives the buffered values first, on the subscribing
/// thread (or, if another thread is sending, on that thread, possibly after `subscribe` returned),
/// then later events on the thread that sends them.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    @usableFromInline package let broadcaster: Broadcaster<Element>

    @usableFromInline init(bufferSize: Int) {
        // `fatalError`, not `precondition`, so that a release build says why it stopped.
        if bufferSize < 0 { fatalError("ReplaySubject.create(bufferSize: \(bufferSize)): bufferSize must not be negative") }
        broadcaster = Broadcaster(bufferSize: bufferSize, inspectedAs: "ReplaySubject")
        super.init(subscribeKind: { observable, downstream in (observable as! ReplaySubject<Element>).broadcaster.addSubscriber(for: downstream) }, inspectorNode: broadcaster.inspectorNode)
    }

    /// A subject replaying the last `bufferSize` values.
    ///
    /// - Parameter bufferSize: How many of the latest values to replay; a negative size stops the program
    ///   with a message naming it (in release builds too).
    /// - Returns: A new subject with no observers and an empty buffer.
    @inlinable public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject replaying every value it ever received.
    ///
    /// - Returns: A new subject with no observers and an empty, unbounded buffer.
    @inlinable public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Records and sends `event`.
    ///
    /// - Parameter event: The event; recorded and sent to the observers serially, on the calling
    ///   thread or on the thread of a send already in progress. Nothing follows a terminal event.
    @inlinable public func on(_ event: Event<Element>) { broadcaster.send(event) }


    /// This subject as an `AnyObserver`.
    ///
    /// - Returns: An observer whose events are sent through this subject.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(eventHandler: broadcaster.send) }
}
