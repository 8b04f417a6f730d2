/// Something that receives events: subjects, `AnyObserver`, and your own types.
///
/// Signals calls `on(_:)` serially for one subscription (never two calls at once) and never after a
/// terminal event.
public protocol ObserverType<Element> {
    /// The type of value received.
    associatedtype Element

    /// Receives one event.
    ///
    /// - Parameter event: The event, sent on the sender's thread; no call follows a terminal event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    ///
    /// - Parameter element: The value to send, on the calling thread.
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.error(error)`, ending the sequence.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable public func onError(_ error: Error) { on(.error(error)) }

    /// Sends `.completed`, ending the sequence.
    @inlinable public func onCompleted() { on(.completed) }

    /// This observer, type-erased.
    ///
    /// - Returns: An `AnyObserver` that forwards each event to this observer.
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}
