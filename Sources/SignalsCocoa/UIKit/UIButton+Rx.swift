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

    /// The button's primary action (`.primaryActionTriggered`: a tap, or the remote's select on tvOS).
    /// RxCocoa declares it on tvOS only; here it is on every platform, where UIKit sends the event too.
    public var primaryAction: ControlEvent<Void> { controlEvent(.primaryActionTriggered) }
}

extension Reactive where Base: UIButton {
    /// Binds the title shown in `controlState` (`.normal` by default).
    ///
    /// - Parameter controlState: The state whose title is set.
    /// - Returns: A `Binder` that calls `setTitle(_:for:)` on the main thread, holding the button weakly.
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }

    /// Binds the styled title shown in `controlState` (`.normal` by default).
    ///
    /// - Parameter controlState: The state whose styled title is set.
    /// - Returns: A `Binder` that calls `setAttributedTitle(_:for:)` on the main thread, holding the button weakly.
    public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
        Binder(base) { button, title in button.setAttributedTitle(title, for: controlState) }
    }

    /// Binds the image shown in `controlState` (`.normal` by default).
    ///
    /// - Parameter controlState: The state whose image is set.
    /// - Returns: A `Binder` that calls `setImage(_:for:)` on the main thread, holding the button weakly.
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setImage(image, for: controlState) }
    }

    /// Binds the background image shown in `controlState` (`.normal` by default).
    ///
    /// - Parameter controlState: The state whose background image is set.
    /// - Returns: A `Binder` that calls `setBackgroundImage(_:for:)` on the main thread, holding the button weakly.
    public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setBackgroundImage(image, for: controlState) }
    }
}
#endif
