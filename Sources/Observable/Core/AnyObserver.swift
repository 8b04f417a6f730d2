/// A type-erased observer: forwards each event to a closure or to a wrapped observer.
///
/// Thread-safety and grammar are those of whatever it wraps.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives each event.
    public let observer: EventHandler<Element>

    /// An observer that passes each event to `eventHandler`.
    ///
    /// - Parameter eventHandler: Called with each event, on the thread that sends it.
    @inlinable public init(eventHandler: @escaping EventHandler<Element>) {
        observer = eventHandler
    }

    /// An observer that forwards each event to `observer`.
    ///
    /// - Parameter observer: Receives each event, unchanged, on the sender's thread.
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Passes `event` to the wrapped handler.
    ///
    /// - Parameter event: The event to deliver, on the calling thread.
    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    /// Returns `self`.
    ///
    /// - Returns: This observer (it is already type-erased).
    @inlinable public func asObserver() -> AnyObserver<Element> { self }
}

extension AnyObserver: @unchecked Sendable {}
