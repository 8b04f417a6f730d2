#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

// UIPickerView does not exist on tvOS.
#if !os(tvOS)
extension UIPickerView: @preconcurrency HasDataSource {
    /// A picker view's data source protocol.
    public typealias DataSource = UIPickerViewDataSource
}

/// The data source proxy of a picker view (RxCocoa's `RxPickerViewDataSourceProxy`): it answers the
/// picker's questions with its forward data source (an `items` binding's adapter, or the app's own),
/// and with no components and no rows when there is none.
public class RxPickerViewDataSourceProxy: DelegateProxy<UIPickerView, UIPickerViewDataSource>, DelegateProxyType {
    /// The picker view; held weakly.
    public private(set) weak var pickerView: UIPickerView?

    /// The proxy of `pickerView`; use `proxy(for:)` (or `pickerView.rx.dataSource`) to get the installed one.
    ///
    /// - Parameter pickerView: The picker view; held weakly.
    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDataSourceProxy.self)
    }

    /// Registers the picker view's data source proxy.
    public static func registerKnownImplementations() {
        register { RxPickerViewDataSourceProxy(pickerView: $0) }
    }
}

extension RxPickerViewDataSourceProxy: UIPickerViewDataSource {
    /// The forward data source's component count, or 0 when there is none.
    ///
    /// - Parameter pickerView: The picker view.
    /// - Returns: The number of components.
    @MainActor
    public func numberOfComponents(in pickerView: UIPickerView) -> Int {
        forwardToDelegate()?.numberOfComponents(in: pickerView) ?? 0
    }

    /// The forward data source's row count for `component`, or 0 when there is none.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: The number of rows.
    @MainActor
    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        forwardToDelegate()?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
    }
}
#endif
#endif
