/// What a subscriber hands to the source it subscribes to, so that a source producing values
/// synchronously inside `subscribe` (`from`, `of`) can see that its subscriber has already stopped —
/// for example `take(3)` completed — before `subscribe` has returned a disposable to stop it with.
///
/// `hasEnded` may be read from any thread and only ever turns from `false` to `true`.
@usableFromInline
package protocol Lifetime: AnyObject, Sendable {
    /// Whether the subscriber has stopped (disposed, or ended by a terminal event).
    var hasEnded: Bool { get }

    /// The operator sink this lifetime is, if it is one whose handler captures it and which holds
    /// its upstream subscription until it disposes it (`Observable.subscribe(sink:handler:)`): a
    /// `share` then keeps its subscriber as one that calls that handler without retaining it.
    var operatorSink: OperatorSink? { get }
}

extension Lifetime {
    /// Not an operator sink (the default).
    @inlinable package var operatorSink: OperatorSink? { nil }
}

/// The lifetime of a subscriber that cannot report stopping early: it never ends.
@usableFromInline
package final class EndlessLifetime: Lifetime {
    @usableFromInline package static let shared = EndlessLifetime()
    @usableFromInline package var hasEnded: Bool { false }
}
