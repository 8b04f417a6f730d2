#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UITableView {
    /// Binds a sequence of arrays to the table's rows, one `Cell` per element, dequeued with
    /// `cellIdentifier` and set up by `configureCell(row, element, cell)` (RxCocoa's shape):
    ///
    /// ```swift
    /// viewModel.names
    ///     .bind(to: tableView.rx.items(cellIdentifier: "Name",
    ///                                  cellType: NameCell.self)) { _, name, cell in
    ///         cell.textLabel?.text = name
    ///     }
    ///     .disposed(by: bag)
    /// ```
    ///
    /// The binding becomes the table's data source; it ends when the table is deallocated, and
    /// disposing it empties the table. Rows stay when the source completes.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier cells are dequeued with; register it before binding.
    ///   - cellType: The cell class `configureCell` gets; a dequeued cell of another class is shown
    ///     unconfigured (an assertion failure in debug builds).
    /// - Returns: A function of the source, returning a function of `configureCell` that binds them and
    ///   returns the binding's `Disposable`; write it with `bind(to:)` and a trailing closure.
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        itemsBinder(of: base, cellIdentifier: cellIdentifier)
    }

    /// The index path of each row the user selects. The table view gets a Signals delegate for
    /// this (kept alive by the table view); a delegate you set yourself afterwards replaces it.
    public var itemSelected: ControlEvent<IndexPath> {
        relayedEvents(ItemSelection.self, of: base)
    }

    /// The element (bound with `items(...)`) of each row the user selects; selections of rows whose
    /// element is not a `T` are skipped.
    ///
    /// - Parameter modelType: The element type of the bound items: `modelSelected(String.self)`.
    /// - Returns: The selected elements, on the main thread; completes when the table is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelsSelected(of: base, by: itemSelected, as: T.self)
    }
}

/// A table view's UIKit calls, for the shared items and selection bindings.
extension UITableView: ItemsView {
    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    static func position(of indexPath: IndexPath) -> Int { indexPath.row }

    var itemsDataSource: ItemsDataSource? {
        get { dataSource as? ItemsDataSource }
        set { dataSource = newValue }
    }

    func attachSelection(_ selection: ItemSelection) { delegate = selection }
}
#endif
