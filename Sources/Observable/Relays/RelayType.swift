/// A relay: it accepts values and never fails or completes — `PublishRelay`, `BehaviorRelay` and
/// `ReplayRelay`. `drive(_:)` and `emit(to:)` take any of them through this one protocol.
public protocol RelayType<Element>: AnyObject {
    /// The type of value the relay accepts.
    associatedtype Element

    /// Sends `element` to the relay's observers (and makes it current, for a `BehaviorRelay`).
    ///
    /// - Parameter element: the value.
    func accept(_ element: Element)
}

extension PublishRelay: RelayType {}
extension BehaviorRelay: RelayType {}
extension ReplayRelay: RelayType {}
