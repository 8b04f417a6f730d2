#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The data source of one `items(...)` binding with an array per event (RxCocoa's
/// `RxTableViewReactiveArrayDataSource` and its collection-view twin), for a table view or a
/// collection view alike: it is both kinds of data source; each view asks only its own kind's
/// methods. The binding makes it the forward data source of the view's data source proxy and keeps
/// it alive until disposed.
@MainActor
final class ItemsDataSource: NSObject, UITableViewDataSource, UICollectionViewDataSource,
    RxTableViewDataSourceType, RxCollectionViewDataSourceType, SectionedViewDataSourceType {
    /// The items of one event, type-erased (`modelSelected` casts them back).
    typealias Element = [Any]

    /// The items shown; `nil` until the first array arrives.
    private var items: [Any]?
    /// Makes the cell for an item: `(view, indexPath, item)`; a table's cell for a table view, a
    /// collection view cell for a collection view.
    private nonisolated let makeCell: @MainActor (_ view: UIView, _ indexPath: IndexPath, _ item: Any) -> UIView

    /// A data source whose cells `makeCell(view, indexPath, item)` makes.
    nonisolated init(makeCell: @escaping @MainActor (UIView, IndexPath, Any) -> UIView) {
        self.makeCell = makeCell
        super.init()
    }

    /// The item at `indexPath` (its row or item), or `RxCocoaError.itemsNotYetBound`.
    func model(at indexPath: IndexPath) throws -> Any {
        guard let items, items.indices.contains(indexPath.item) else { throw RxCocoaError.itemsNotYetBound(object: self) }
        return items[indexPath.item]
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<[Any]>) {
        guard case .next(let items) = observedEvent else { return }
        self.items = items
        tableView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Any]>) {
        guard case .next(let items) = observedEvent else { return }
        self.items = items
        collectionView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items?.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = makeCell(tableView, indexPath, items?[indexPath.row] as Any) as? UITableViewCell else {
            preconditionFailure("Signals: a table view's items binding made a cell that is not a UITableViewCell")
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items?.count ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = makeCell(collectionView, indexPath, items?[indexPath.item] as Any) as? UICollectionViewCell else {
            preconditionFailure("Signals: a collection view's items binding made a cell that is not a UICollectionViewCell")
        }
        return cell
    }
}
#endif
