/// A `ReplaySubject` that can only send values: it replays the last `bufferSize` values to each new
/// observer and never errors or completes. Thread-safe.
///
/// An observer subscribed with `subscribe(_:)` (`ObservableType`'s) receives the buffered values
/// first, on the subscribing thread (or, if another thread is sending, on that thread, possibly
/// after `subscribe` returned), then later values on the thread that accepts them; never an error
/// or completion.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline package let broadcaster: Broadcaster<Element>

    @usableFromInline init(bufferSize: Int) {
        // `fatalError`, not `precondition`, so that a release build says why it stopped.
        if bufferSize < 0 { fatalError("ReplayRelay.create(bufferSize: \(bufferSize)): bufferSize must not be negative") }
        broadcaster = Broadcaster(bufferSize: bufferSize, inspectedAs: "ReplayRelay")
    }

    /// A relay replaying the last `bufferSize` values.
    ///
    /// - Parameter bufferSize: How many of the latest values to replay; a negative size stops the program
    ///   with a message naming it (in release builds too).
    /// - Returns: A new relay with no observers and an empty buffer.
    @inlinable public static func create(bufferSize: Int) -> ReplayRelay<Element> { ReplayRelay(bufferSize: bufferSize) }

    /// A relay replaying every value it ever received.
    ///
    /// - Returns: A new relay with no observers and an empty, unbounded buffer.
    @inlinable public static func createUnbound() -> ReplayRelay<Element> { ReplayRelay(bufferSize: Int.max) }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Records `element` and sends it to every observer.
    ///
    /// - Parameter element: The value; recorded and sent to the observers serially, on the calling
    ///   thread or on the thread of a send already in progress.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// This relay as an `Observable`.
    ///
    /// - Returns: An observable that subscribes to this relay; it never errors or completes.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
