#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIControl {
    /// The control's `controlEvents` (RxCocoa's `controlEvent(_:)`): one `()` per event, on the main
    /// thread; completes when the control is deallocated. Each subscription adds a target to the
    /// control (`addTarget(_:action:for:)`, as RxCocoa's `ControlTarget`) and removes it when disposed.
    ///
    /// - Parameter controlEvents: The events to observe, such as `.touchUpInside` or `.valueChanged`.
    /// - Returns: A `ControlEvent`, which never errors and never keeps the control alive.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(events: actionEvents(of: base, controlEvents, sendingCurrentValue: false) { _ in () })
    }

    /// A two-way property of the control (RxCocoa's `controlProperty`): reads `getter(control)` on
    /// subscription and after each of `editingEvents`; bound values go through `setter` on the main thread.
    ///
    /// - Parameters:
    ///   - editingEvents: The events after which the value is read again, such as `.valueChanged`.
    ///   - getter: Reads the value, on the main thread.
    ///   - setter: Writes a bound value, on the main thread; setting does not send the value back.
    /// - Returns: A `ControlProperty` holding the control weakly; it completes when the control is
    ///   deallocated.
    public func controlProperty<T>(
        editingEvents: UIControl.Event,
        getter: @escaping @MainActor (Base) -> T,
        setter: @escaping @MainActor (Base, T) -> Void
    ) -> ControlProperty<T> {
        ControlProperty(
            values: actionEvents(of: base, editingEvents, sendingCurrentValue: true, getter),
            valueSink: Binder(base, binding: setter)
        )
    }

    /// Binds `isEnabled`.
    public var isEnabled: Binder<Bool> {
        Binder(base) { control, value in control.isEnabled = value }
    }

    /// Binds `isSelected`.
    public var isSelected: Binder<Bool> {
        Binder(base) { control, value in control.isSelected = value }
    }
}

/// `value(control)` each time one of `events` occurs (and at once when `sendingCurrentValue`),
/// through a target the subscription adds to the control (target–action, which every iOS and tvOS
/// has) and removes on disposal. Completes when the control is deallocated; holds it weakly. Must be
/// subscribed to on the main thread, which `ControlEvent` and `ControlProperty` ensure.
func actionEvents<Control: UIControl, Value>(
    of control: Control,
    _ events: UIControl.Event,
    sendingCurrentValue: Bool,
    _ value: @escaping @MainActor (Control) -> Value
) -> Observable<Value> {
    targetActionEvents(
        of: control, sendingCurrentValue: sendingCurrentValue, value,
        add: { control, target in control.addTarget(target, action: ActionTarget.action, for: events) },
        remove: { control, target in control.removeTarget(target, action: ActionTarget.action, for: events) }
    )
}
#endif
