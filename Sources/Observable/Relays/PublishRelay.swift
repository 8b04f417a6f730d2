/// A `PublishSubject` that can only send values: it never errors or completes, so it is safe to
/// expose as a ViewModel input. Thread-safe; reentrant sends are queued, never recursive.
///
/// An observer subscribed with `subscribe(_:)` (`ObservableType`'s) receives the values accepted
/// after it subscribed, on the thread that accepts them; never an error or completion.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline package let broadcaster = Broadcaster<Element>(bufferSize: 0, inspectedAs: "PublishRelay")

    /// A relay with no observers.
    @inlinable public init() {}

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Sends `element` to every current observer. Allocates nothing.
    ///
    /// - Parameter element: The value; sent to the observers serially, on the calling thread or on
    ///   the thread of a send already in progress.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// This relay as an `Observable`.
    ///
    /// - Returns: An observable that subscribes to this relay; it never errors or completes.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
