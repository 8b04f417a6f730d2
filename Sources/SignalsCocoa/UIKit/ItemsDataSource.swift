#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The data source of one `items(...)` binding, for a table view or a collection view alike (it is
/// both kinds of data source; each view asks only its own kind's methods). UIKit holds data sources
/// weakly, so the binding's disposable keeps it alive.
@MainActor
final class ItemsDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    /// The items shown, type-erased (`modelSelected` casts them back).
    var items: [Any] = []
    private nonisolated let cellIdentifier: String
    private nonisolated let configureCell: @MainActor (_ position: Int, _ item: Any, _ cell: UIView) -> Void

    /// A data source whose cells are dequeued with `cellIdentifier` and then set up by
    /// `configureCell(position, item, cell)`.
    nonisolated init(cellIdentifier: String, configureCell: @escaping @MainActor (Int, Any, UIView) -> Void) {
        self.cellIdentifier = cellIdentifier
        self.configureCell = configureCell
        super.init()
    }

    /// Makes this object the view's data source and reloads it.
    func show(in view: some ItemsView) {
        view.itemsDataSource = self
        view.reloadData()
    }

    /// If this object is still the view's data source, removes it and reloads the view (empty).
    func remove(from view: some ItemsView) {
        guard view.itemsDataSource === self else { return }
        items = []
        view.itemsDataSource = nil
        view.reloadData()
    }

    /// The cell for `indexPath` of `view`: dequeued, then configured with its item.
    private func cell<View: ItemsView>(of view: View, at indexPath: IndexPath) -> View.Cell {
        let cell = view.dequeueCell(identifier: cellIdentifier, for: indexPath)
        let position = View.position(of: indexPath)
        configureCell(position, items[position], cell)
        return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(of: tableView, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(of: collectionView, at: indexPath)
    }
}

/// A table or collection view's selections, through a delegate attached to it (it is both kinds of
/// delegate; each view calls only its own kind's method).
@MainActor
final class ItemSelection: NSObject, RelayedEventSource, UITableViewDelegate, UICollectionViewDelegate {
    let relay = PublishRelay<IndexPath>()

    /// Creates the delegate for `view`, which must be an `ItemsView`.
    static func attach(to view: UIScrollView) -> ItemSelection {
        let selection = ItemSelection()
        guard let view = view as? any ItemsView else {
            preconditionFailure("Signals: item selections are relayed for table and collection views only, not \(type(of: view))")
        }
        view.attachSelection(selection)
        return selection
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        relay.accept(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        relay.accept(indexPath)
    }
}
#endif
