#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// A view whose rows a data source binding (`bindDataSource`) shows: table, collection and picker views.
@MainActor
protocol DataSourceBoundView: UIView {
    /// Asks the data source for every row again (a table's `reloadData()`, a picker's `reloadAllComponents()`).
    func reloadData()
}

/// What the `items(...)` bindings need from a kind of list view (a table view, a collection view):
/// everything else about them is written once, for any `ItemsView`. Each requirement is the view
/// kind's own UIKit call under one name; the conformances are in UITableView+Rx.swift and
/// UICollectionView+Rx.swift.
@MainActor
protocol ItemsView: UIScrollView, DataSourceBoundView {
    /// The view kind's cell class.
    associatedtype Cell: UIView

    /// Dequeues a reusable cell registered for `identifier`, for `indexPath`.
    func dequeueCell(identifier: String, for indexPath: IndexPath) -> Cell

    /// The position in the bound items that `indexPath` stands for (a table's row, a collection's item).
    static func position(of indexPath: IndexPath) -> Int
}
#endif
