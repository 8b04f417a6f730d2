/// A type-erased observer: forwards each event to a closure or to a wrapped observer.
///
/// Thread-safety and grammar are those of whatever it wraps.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives each event.
    public let observer: EventHandler<Element>

    /// An observer that passes each event to `eventHandler`.
    @inlinable public init(eventHandler: @escaping EventHandler<Element>) {
        observer = eventHandler
    }

    /// An observer that forwards each event to `observer`.
    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Passes `event` to the wrapped handler.
    @inlinable public func on(_ event: Event<Element>) { observer(event) }

    /// Returns `self`.
    @inlinable public func asObserver() -> AnyObserver<Element> { self }
}

extension AnyObserver: @unchecked Sendable {}
