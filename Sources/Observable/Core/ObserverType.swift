/// Something that receives events: subjects, `AnyObserver`, and your own types.
///
/// Signals calls `on(_:)` serially for one subscription (never two calls at once) and never after a
/// terminal event.
public protocol ObserverType<Element> {
    /// The type of value received.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.error(error)`, ending the sequence.
    @inlinable public func onError(_ error: Error) { on(.error(error)) }

    /// Sends `.completed`, ending the sequence.
    @inlinable public func onCompleted() { on(.completed) }

    /// This observer, type-erased.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
