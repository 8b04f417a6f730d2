#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UICollectionView {
    /// Binds a sequence of arrays to the collection's items, one `Cell` per element, dequeued with
    /// `cellIdentifier` and set up by `configureCell(item, element, cell)` (RxCocoa's shape; see
    /// `UITableView`'s `items(cellIdentifier:cellType:)`).
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier cells are dequeued with; register it before binding.
    ///   - cellType: The cell class `configureCell` gets; a dequeued cell of another class is shown
    ///     unconfigured (an assertion failure in debug builds).
    /// - Returns: A function of the source, returning a function of `configureCell` that binds them and
    ///   returns the binding's `Disposable`; write it with `bind(to:)` and a trailing closure.
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        itemsBinder(of: base, cellIdentifier: cellIdentifier)
    }

    /// The index path of each item the user selects (through a Signals delegate, as for table views).
    public var itemSelected: ControlEvent<IndexPath> {
        relayedEvents(ItemSelection.self, of: base)
    }

    /// The element (bound with `items(...)`) of each item the user selects; selections of items whose
    /// element is not a `T` are skipped.
    ///
    /// - Parameter modelType: The element type of the bound items: `modelSelected(String.self)`.
    /// - Returns: The selected elements, on the main thread; completes when the view is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelsSelected(of: base, by: itemSelected, as: T.self)
    }
}

/// A collection view's UIKit calls, for the shared items and selection bindings.
extension UICollectionView: ItemsView {
    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    static func position(of indexPath: IndexPath) -> Int { indexPath.item }

    var itemsDataSource: ItemsDataSource? {
        get { dataSource as? ItemsDataSource }
        set { dataSource = newValue }
    }

    func attachSelection(_ selection: ItemSelection) { delegate = selection }
}
#endif
