#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

// UIPickerView does not exist on tvOS.
#if !os(tvOS)
/// A picker view data source that an observable's events drive (RxCocoa's `RxPickerViewDataSourceType`):
/// `pickerView.rx.items(adapter:)` gives it each event, on the main thread, and makes it the picker's
/// data source (through the picker's `RxPickerViewDataSourceProxy`) and its delegate (through its
/// `RxPickerViewDelegateProxy`).
public protocol RxPickerViewDataSourceType {
    /// The type of value the bound observable sends (an array of rows, of components…).
    associatedtype Element

    /// Applies one event of the bound observable: store the new items and update `pickerView`.
    ///
    /// - Parameters:
    ///   - pickerView: The bound picker view.
    ///   - observedEvent: The event; `.next` carries the items to show.
    @MainActor
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
}

/// The adapter of an `itemTitles`, `itemAttributedTitles` or `items` binding (RxCocoa's
/// `RxPickerViewArrayDataSource` and `RxPickerViewSequenceDataSource`): one component whose rows are
/// the elements of the last array bound (type-erased: the bindings cast them back). Each subclass is
/// also the picker's delegate for one way of showing a row, as RxCocoa's adapters are.
@MainActor
class PickerItemsAdapter: NSObject, UIPickerViewDataSource, RxPickerViewDataSourceType, SectionedViewDataSourceType {
    /// The items of one event.
    typealias Element = [Any]

    /// The rows shown; empty until the first array arrives.
    private(set) var items: [Any] = []

    /// An adapter with no rows yet.
    nonisolated override init() {
        super.init()
    }

    /// The item of the row `indexPath.row` (the only component's), or `RxCocoaError.itemsNotYetBound`.
    func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.row) else { throw RxCocoaError.itemsNotYetBound(object: self) }
        return items[indexPath.row]
    }

    /// Stores the items of a `.next` event and reloads the picker (as RxCocoa, other events change nothing).
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<[Any]>) {
        guard case .next(let items) = observedEvent else { return }
        self.items = items
        pickerView.reloadAllComponents()
    }

    /// One component.
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    /// One row per item.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { items.count }
}

/// Shows each row as a title (RxCocoa's `RxStringPickerViewAdapter`, behind `rx.itemTitles`).
final class PickerTitlesAdapter: PickerItemsAdapter, UIPickerViewDelegate {
    /// The title of a row: `(row, item)`.
    private nonisolated let titleForRow: @MainActor (Int, Any) -> String?

    /// An adapter titling each row with `titleForRow(row, item)`.
    nonisolated init(titleForRow: @escaping @MainActor (Int, Any) -> String?) {
        self.titleForRow = titleForRow
        super.init()
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titleForRow(row, items[row])
    }
}

/// Shows each row as a styled title (RxCocoa's `RxAttributedStringPickerViewAdapter`, behind
/// `rx.itemAttributedTitles`).
final class PickerAttributedTitlesAdapter: PickerItemsAdapter, UIPickerViewDelegate {
    /// The styled title of a row: `(row, item)`.
    private nonisolated let attributedTitleForRow: @MainActor (Int, Any) -> NSAttributedString?

    /// An adapter titling each row with `attributedTitleForRow(row, item)`.
    nonisolated init(attributedTitleForRow: @escaping @MainActor (Int, Any) -> NSAttributedString?) {
        self.attributedTitleForRow = attributedTitleForRow
        super.init()
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        attributedTitleForRow(row, items[row])
    }
}

/// Shows each row as a view (RxCocoa's `RxPickerViewAdapter`, behind `rx.items(_:)`).
final class PickerViewsAdapter: PickerItemsAdapter, UIPickerViewDelegate {
    /// The view of a row: `(row, item, view to reuse)`.
    private nonisolated let viewForRow: @MainActor (Int, Any, UIView?) -> UIView

    /// An adapter showing each row as `viewForRow(row, item, reusableView)`.
    nonisolated init(viewForRow: @escaping @MainActor (Int, Any, UIView?) -> UIView) {
        self.viewForRow = viewForRow
        super.init()
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        viewForRow(row, items[row], view)
    }
}

/// `item` as the bound sequence's element type (it is one: the bindings erase it and cast it back).
func boundElement<Element>(_ item: Any, as _: Element.Type) -> Element {
    guard let element = item as? Element else {
        preconditionFailure("Signals: a picker view's items binding found a \(type(of: item)), not a \(Element.self)")
    }
    return element
}
#endif
#endif
