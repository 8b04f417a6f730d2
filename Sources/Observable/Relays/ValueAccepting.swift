/// What the relays have in common for bindings: they take values with `accept(_:)` and never
/// terminate. Lets `bind(to:)`, `drive(_:)` and `emit(to:)` share one body for every relay type.
@usableFromInline
protocol ValueAccepting {
    /// The type of value the relay takes.
    associatedtype Value

    /// Takes `value` (sends it, or makes it current).
    func accept(_ value: Value)
}

extension PublishRelay: ValueAccepting {}
extension BehaviorRelay: ValueAccepting {}
extension ReplayRelay: ValueAccepting {}
