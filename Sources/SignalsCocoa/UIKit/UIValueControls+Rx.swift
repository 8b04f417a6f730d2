#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIControl {
    /// The control's value property at `keyPath()` as a two-way property, as RxCocoa's value
    /// controls have it: read on subscription and after each `.valueChanged`; a bound value is
    /// written there (for `UISwitch.isOn`, as `setOn(_:animated: false)`: setting it does not animate).
    ///
    /// - Parameter keyPath: Returns the property's key path, `{ \.isOn }`; it is a closure because a
    ///   key path to a main-actor property can only be formed on the main actor, where this calls it.
    /// - Returns: `controlProperty(editingEvents: .valueChanged, …)` reading and writing that property.
    func valueChangedProperty<T>(_ keyPath: @escaping @MainActor () -> ReferenceWritableKeyPath<Base, T>) -> ControlProperty<T> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { control in control[keyPath: keyPath()] },
            setter: { control, value in control[keyPath: keyPath()] = value }
        )
    }
}

extension Reactive where Base: UISegmentedControl {
    /// The selected segment, two-way (`.valueChanged`).
    public var selectedSegmentIndex: ControlProperty<Int> { value }

    /// The same as `selectedSegmentIndex`.
    public var value: ControlProperty<Int> { valueChangedProperty { \.selectedSegmentIndex } }

    /// Binds whether the segment at `index` is enabled.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A `Binder` that calls `setEnabled(_:forSegmentAt:)` on the main thread, holding the control weakly.
    public func enabledForSegment(at index: Int) -> Binder<Bool> {
        Binder(base) { control, enabled in control.setEnabled(enabled, forSegmentAt: index) }
    }

    /// Binds the title of the segment at `index`.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A `Binder` that calls `setTitle(_:forSegmentAt:)` on the main thread, holding the control weakly.
    public func titleForSegment(at index: Int) -> Binder<String?> {
        Binder(base) { control, title in control.setTitle(title, forSegmentAt: index) }
    }

    /// Binds the image of the segment at `index`.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: A `Binder` that calls `setImage(_:forSegmentAt:)` on the main thread, holding the control weakly.
    public func imageForSegment(at index: Int) -> Binder<UIImage?> {
        Binder(base) { control, image in control.setImage(image, forSegmentAt: index) }
    }
}

// UISwitch, UISlider, UIStepper, UIDatePicker and UIRefreshControl do not exist on tvOS.
#if !os(tvOS)
extension Reactive where Base: UISwitch {
    /// Whether the switch is on, two-way (`.valueChanged`).
    public var isOn: ControlProperty<Bool> { value }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> { valueChangedProperty { \.isOn } }
}

extension Reactive where Base: UISlider {
    /// The slider's value, two-way (`.valueChanged`).
    public var value: ControlProperty<Float> { valueChangedProperty { \.value } }
}

extension Reactive where Base: UIStepper {
    /// The stepper's value, two-way (`.valueChanged`).
    public var value: ControlProperty<Double> { valueChangedProperty { \.value } }
}

extension Reactive where Base: UIDatePicker {
    /// The date shown, two-way (`.valueChanged`).
    public var date: ControlProperty<Date> { value }

    /// The same as `date`.
    public var value: ControlProperty<Date> { valueChangedProperty { \.date } }

    /// The countdown timer's duration, in seconds, two-way (`.valueChanged`).
    public var countDownDuration: ControlProperty<TimeInterval> { valueChangedProperty { \.countDownDuration } }
}

extension Reactive where Base: UIRefreshControl {
    /// Binds whether the control shows refreshing (`beginRefreshing()` / `endRefreshing()`).
    public var isRefreshing: Binder<Bool> {
        Binder(base) { control, refreshing in
            if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
        }
    }
}
#endif
#endif
