// UIPickerView and its protocols are unavailable on tvOS in the SDK (iOS only); the stand-in has no
// platforms.

/// A picker view's components and rows (the SDK's is `@MainActor` and inherits `NSObjectProtocol`;
/// both methods are required).
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (columns).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// A picker view's delegate: what each row shows, and the user's selections (every method is
/// `optional` in the SDK: see TableView.swift; the widths and row heights are not declared).
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The title of `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of `row` in `component` (favored over `titleForRow` when both are implemented).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view shown for `row` in `component`; `view` is a view shown before, to reuse.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user selected `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Stands in for the SDK's `optional`.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Stands in for the SDK's `optional`, doing what UIKit does for a delegate that does not implement
    /// it: a label showing the row's attributed title, or else its title (reusing `view` if a label).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
            label.text = attributed.string
        } else {
            label.attributedText = nil
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }
    /// Stands in for the SDK's `optional`.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A spinning-wheel view with one or more components (columns) of rows.
@MainActor
open class UIPickerView: UIView {
    /// Supplies the components and rows; held weakly, as in UIKit.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Supplies what the rows show and hears of selections; held weakly, as in UIKit.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// The number of components, as the data source said at the last reload (cached, as in UIKit).
    open private(set) var numberOfComponents = 0
    /// The views shown, per component and row (the stand-in shows every row).
    private var rows: [[UIView]] = []
    /// The selected row of each component (-1: none).
    private var selectedRows: [Int] = []

    /// The number of rows of `component`, as the data source said at the last reload.
    open func numberOfRows(inComponent component: Int) -> Int {
        rows.indices.contains(component) ? rows[component].count : 0
    }

    /// The view shown for `row` in `component`, or `nil` when there is none. (The SDK returns a view
    /// only from a delegate implementing `viewForRow`; the stand-in also returns the label of a titled row.)
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        rows.indices.contains(component) && rows[component].indices.contains(row) ? rows[component][row] : nil
    }

    /// Asks the data source for the components and rows again and the delegate for each row's view;
    /// a component keeps its selection where its rows allow.
    open func reloadAllComponents() {
        numberOfComponents = dataSource?.numberOfComponents(in: self) ?? 0
        rows = (0..<numberOfComponents).map { rowViews(inComponent: $0) }
        selectedRows = (0..<numberOfComponents).map { component in
            clampedRow(selectedRows.indices.contains(component) ? selectedRows[component] : 0, inComponent: component)
        }
    }

    /// Asks the data source for the rows of `component` again and the delegate for their views.
    open func reloadComponent(_ component: Int) {
        guard rows.indices.contains(component) else { return }
        rows[component] = rowViews(inComponent: component)
        selectedRows[component] = clampedRow(selectedRows[component], inComponent: component)
    }

    /// Shows `row` of `component` as selected; does not tell the delegate, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selectedRows.indices.contains(component) else { return }
        selectedRows[component] = clampedRow(row, inComponent: component)
    }

    /// The selected row of `component`, or -1 when nothing is selected (no rows).
    open func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// The views of the rows of `component`, reusing those shown before.
    private func rowViews(inComponent component: Int) -> [UIView] {
        let count = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        let previous = rows.indices.contains(component) ? rows[component] : []
        return (0..<count).map { row in
            let reusable = previous.indices.contains(row) ? previous[row] : nil
            return delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reusable) ?? UILabel()
        }
    }

    /// `row` within the rows of `component` (-1 when it has none).
    private func clampedRow(_ row: Int, inComponent component: Int) -> Int {
        let count = numberOfRows(inComponent: component)
        return count == 0 ? -1 : min(max(row, 0), count - 1)
    }
}

// MARK: - Not UIKit API

// What the tests use to play the user on a picker view.
extension UIPickerView {
    /// The user spins `component` to `row`: when the wheel stops, UIKit selects the row, then tells the
    /// delegate (`pickerView(_:didSelectRow:inComponent:)`).
    public func standInUserSelectsRow(_ row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
