/// One piece of an operator's per-subscription state (a counter, the previous value, an accumulator).
///
/// Only the operator's event handler touches it, and events reach a handler serially, so it needs no
/// lock; `@exclusivity(unchecked)` spares the per-event runtime access check a captured `var` would pay.
@usableFromInline
package final class StateBox<Value>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) package var value: Value

    @usableFromInline package init(_ value: Value) {
        self.value = value
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }
}
