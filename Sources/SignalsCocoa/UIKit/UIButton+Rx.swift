#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIButton {
    /// The button's taps: `.touchUpInside` (`.primaryActionTriggered` on tvOS).
    public var tap: ControlEvent<Void> {
        #if os(tvOS)
        controlEvent(.primaryActionTriggered)
        #else
        controlEvent(.touchUpInside)
        #endif
    }
}

extension Reactive where Base: UIButton {
    /// Binds the title shown in `controlState` (`.normal` by default).
    ///
    /// - Parameter controlState: The state whose title is set.
    /// - Returns: A `Binder` that calls `setTitle(_:for:)` on the main thread, holding the button weakly.
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }
}
#endif
