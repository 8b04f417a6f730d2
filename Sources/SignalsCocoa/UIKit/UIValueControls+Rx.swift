#if canImport(UIKit) && !os(watchOS)
import Signals
import UIKit

@available(iOS 14.0, tvOS 14.0, *)
extension Reactive where Base: UISegmentedControl {
    /// The selected segment, two-way (`.valueChanged`).
    public var selectedSegmentIndex: ControlProperty<Int> { value }

    /// The same as `selectedSegmentIndex`.
    public var value: ControlProperty<Int> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { control in control.selectedSegmentIndex },
            setter: { control, index in control.selectedSegmentIndex = index }
        )
    }
}

// UISwitch, UISlider and UIRefreshControl do not exist on tvOS.
#if !os(tvOS)
@available(iOS 14.0, *)
extension Reactive where Base: UISwitch {
    /// Whether the switch is on, two-way (`.valueChanged`).
    public var isOn: ControlProperty<Bool> { value }

    /// The same as `isOn`.
    public var value: ControlProperty<Bool> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { control in control.isOn },
            setter: { control, on in control.setOn(on, animated: false) }
        )
    }
}

@available(iOS 14.0, *)
extension Reactive where Base: UISlider {
    /// The slider's value, two-way (`.valueChanged`).
    public var value: ControlProperty<Float> {
        controlProperty(
            editingEvents: .valueChanged,
            getter: { slider in slider.value },
            setter: { slider, value in slider.value = value }
        )
    }
}

@available(iOS 13.0, *)
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
