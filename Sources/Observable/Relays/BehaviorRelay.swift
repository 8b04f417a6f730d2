/// A `BehaviorSubject` that can only send values: it holds a current `value` that each new observer
/// receives first, and never errors or completes. Thread-safe.
///
/// An observer subscribed with `subscribe(_:)` (`ObservableType`'s) receives the current value first,
/// on the subscribing thread (or, if another thread is sending, on that thread, possibly after
/// `subscribe` returned), then later values on the thread that accepts them; never an error or
/// completion.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline package let broadcaster: Broadcaster<Element>

    /// A relay whose current value is `value`.
    ///
    /// - Parameter value: The first current value, sent to each observer that subscribes before
    ///   another value is accepted.
    @inlinable public init(value: Element) {
        broadcaster = Broadcaster(bufferSize: 1, initial: value, tracksLatest: true, inspectedAs: "BehaviorRelay")
    }

    /// The latest accepted value; updated as soon as `accept` is called, even from inside a handler.
    @inlinable public var value: Element { broadcaster.snapshotLatest().value! }

    /// Whether anyone is subscribed right now.
    public var hasObservers: Bool { broadcaster.hasObservers }

    /// Makes `element` current and sends it to every observer. Allocates nothing.
    ///
    /// - Parameter element: The new current value; sent to the observers serially, on the calling
    ///   thread or on the thread of a send already in progress.
    @inlinable public func accept(_ element: Element) { broadcaster.send(.next(element)) }

    /// This relay as an `Observable`.
    ///
    /// - Returns: An observable that subscribes to this relay; it never errors or completes.
    @inlinable public func asObservable() -> Observable<Element> { broadcaster.asObservable() }
}
