#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

// UIPickerView does not exist on tvOS.
#if !os(tvOS)
extension UIPickerView: @preconcurrency HasDelegate {
    /// A picker view's delegate protocol.
    public typealias Delegate = UIPickerViewDelegate
}

/// The delegate proxy of a picker view (RxCocoa's `RxPickerViewDelegateProxy`): it observes row
/// selections; every message still reaches the forward delegate (the picker's delegate set before,
/// one set with `rx.setDelegate`, or the adapter of an `items` binding), and on Apple platforms so
/// does every other method the forward delegate implements (the rows' titles and views, widths, …).
open class RxPickerViewDelegateProxy: DelegateProxy<UIPickerView, UIPickerViewDelegate>, DelegateProxyType {
    /// The picker view; held weakly.
    public private(set) weak var pickerView: UIPickerView?

    /// The proxy of `pickerView`; use `proxy(for:)` (or `pickerView.rx.delegate`) to get the installed one.
    ///
    /// - Parameter pickerView: The picker view; held weakly.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDelegateProxy.self)
    }

    /// Registers the picker view's delegate proxy.
    public static func registerKnownImplementations() {
        register { RxPickerViewDelegateProxy(pickerView: $0) }
    }
}

extension RxPickerViewDelegateProxy: UIPickerViewDelegate {
    /// Tells observers of `pickerView(_:didSelectRow:inComponent:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row the user selected.
    ///   - component: Its component.
    @MainActor
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        intercept(PickerViewSelectors.didSelectRow, arguments: [pickerView, row, component]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.pickerView(pickerView, didSelectRow: row, inComponent: component)
            #else
            delegate.pickerView?(pickerView, didSelectRow: row, inComponent: component)
            #endif
        }
    }

    #if SIGNALS_COCOA_UIKIT_STAND_IN
    // On Apple platforms the Objective-C runtime sends the rows' titles and views straight to the
    // forward delegate (`forwardingTarget(for:)`), and UIKit asks only for what it implements. The
    // Linux stand-in has no runtime: there the proxy passes them on itself.

    /// The forward delegate's title for the row (stand-in only).
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: The forward delegate's title, or `nil` when there is no forward delegate.
    @MainActor
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        forwardToDelegate()?.pickerView(pickerView, titleForRow: row, forComponent: component)
    }

    /// The forward delegate's styled title for the row (stand-in only).
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: The forward delegate's styled title, or `nil` when there is no forward delegate.
    @MainActor
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        forwardToDelegate()?.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
    }

    /// The forward delegate's view for the row (stand-in only).
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    ///   - view: A view shown before, to reuse.
    /// - Returns: The forward delegate's view, or an empty label when there is no forward delegate.
    @MainActor
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        forwardToDelegate()?.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view) ?? UILabel()
    }
    #endif
}

/// The `UIPickerViewDelegate` methods the picker view proxy observes.
enum PickerViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didSelectRow = Selector("pickerView:didSelectRow:inComponent:")
    #else
    static let didSelectRow = #selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:))
    #endif
}
#endif
#endif
