import Foundation

/// An observer that applies each value to a target object on a scheduler — a `MainScheduler` unless
/// told otherwise — holding the target weakly (RxCocoa's `Binder`). What UI bindings bind to:
///
/// ```swift
/// extension Reactive where Base: ProfileView {
///     var title: Binder<String> {
///         Binder(base) { view, text in view.title = text }
///     }
/// }
/// ```
///
/// Guarantees: the binding closure runs on the scheduler, once per value, in order, and only while
/// the target is alive (values arriving after it is gone are dropped); a `Binder` never keeps its
/// target alive. Completion is ignored. A UI binding must not fail, so an **error** sent to a
/// `Binder` is a programmer error, as in RxCocoa: debug builds stop at an `assertionFailure` naming
/// the error; release builds write the same message to standard error and ignore the error (the
/// source has ended, so the binding ends with it). Bind sources that cannot fail — a relay, a
/// `Driver` — or handle the error first (`catchAndReturn`, `asDriver(onErrorJustReturn:)`).
public struct Binder<Value>: ObserverType {
    /// The type of value bound.
    public typealias Element = Value

    /// Receives each event (schedules values; reports errors).
    private let binding: (Event<Value>) -> Void

    /// A binder calling `binding(target, value)` for each value on `scheduler`, holding `target`
    /// weakly. Use this initializer for a non-main scheduler; `binding` is then not main-actor isolated.
    ///
    /// - Parameters:
    ///   - target: The object values are applied to; held weakly, so the binder never keeps it alive.
    ///   - scheduler: Where `binding` runs; values are scheduled on it in the order they arrive.
    ///   - binding: Applies one value to the target; not called once the target is gone.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        let weakTarget = WeakCapture(target)
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget.object { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// A binder calling `binding(target, value)` for each value on the main thread, holding `target`
    /// weakly. It has its own `MainScheduler()` (as in RxCocoa): a value arriving on the main thread
    /// is applied at once unless an earlier one is still queued, so values are applied in order. `binding`
    /// is main-actor isolated, so it may touch `@MainActor` views and controls.
    ///
    /// ```swift
    /// final class Label { var text = "" }
    /// let label = Label()
    /// let title = Binder(label) { label, text in label.text = text }
    /// _ = Observable.just("Hello").bind(to: title)
    /// print(label.text)
    /// // Run on the main thread, the value is applied at once:
    /// // Prints:
    /// // Hello
    /// ```
    ///
    /// - Parameters:
    ///   - target: The object values are applied to; held weakly, so the binder never keeps it alive.
    ///   - binding: Applies one value to the target, on the main thread; not called once the target is gone.
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        self.init(target, scheduler: MainScheduler()) { target, value in
            // A MainScheduler runs this on the main thread (inline there, else on the main
            // queue), so the main actor's isolation holds; target and value are already on this
            // thread and only cross into the closure below, which runs synchronously right here.
            let arguments = AlreadyOnThisThread((target, value))
            assumeMainActor { binding(arguments.value.0, arguments.value.1) }
        }
    }

    /// Applies `event`: schedules a value, reports an error (see the type's documentation), ignores completion.
    ///
    /// - Parameter event: The event; may come from any thread, the value is applied on the binder's scheduler.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// This binder, type-erased.
    ///
    /// - Returns: An observer that forwards every event to this binder's binding.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}

// `on(_:)` may be called from any thread: it only hands the value to the (Sendable) scheduler, and the
// target, held weakly, is touched only in the scheduled action.
extension Binder: @unchecked Sendable {}

/// Reports an error that reached a `Binder`: `assertionFailure` in debug builds, a message on
/// standard error in release builds. See `Binder`.
package func reportBindingError(_ error: Error, file: StaticString = #file, line: UInt = #line) {
    let message = "Signals: a Binder received an error, but UI bindings must not fail (bind a relay or a Driver, or catch the error first): \(error)\n"
    assertionFailure(message, file: file, line: line)
    FileHandle.standardError.write(Data(message.utf8))
}

/// Carries a value into a `MainActor.assumeIsolated` closure that runs synchronously on the thread
/// that already holds the value: nothing crosses a thread, which the compiler cannot see. Only for
/// that use (here and in SignalsCocoa, hence `package`).
package struct AlreadyOnThisThread<Value>: @unchecked Sendable {
    /// The carried value.
    package let value: Value

    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }
}
