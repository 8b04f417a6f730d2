import Dispatch
import Foundation

/// Runs `work` on the main actor: at once when called on the main thread, otherwise asynchronously on
/// the main queue. For what must touch UIKit from code that may run anywhere (disposal).
package func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if Thread.isMainThread {
        assumeMainActor(work)
    } else {
        DispatchQueue.main.async { assumeMainActor(work) }
    }
}

/// Holds a value — typically a non-`Sendable` closure a caller formed on the main actor, like a
/// list binding's `configureCell` — that is used only on the main actor, from code the compiler
/// cannot see is isolated there (UIKit calling a data source). Nothing else may read it.
package struct MainActorOnly<Value>: @unchecked Sendable {
    /// The held value; read it on the main actor only.
    package let value: Value

    /// Holds `value`.
    package init(_ value: Value) { self.value = value }
}
