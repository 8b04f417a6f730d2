#if canImport(UIKit) && !os(watchOS)
import Signals
import UIKit

@available(iOS 13.0, tvOS 13.0, *)
extension Reactive where Base: UICollectionView {
    /// Binds a sequence of arrays to the collection's items, one `Cell` per element, dequeued with
    /// `cellIdentifier` and set up by `configureCell(item, element, cell)` (RxCocoa's shape; see
    /// `UITableView`'s `items(cellIdentifier:cellType:)`).
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        let collectionView = base
        return { source in
            { configureCell in
                // UIKit asks the data source for cells on the main thread only.
                let configureCell = MainActorOnly(configureCell)
                let dataSource = CollectionViewItemsDataSource { collectionView, indexPath, item in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
                    if let cell = cell as? Cell, let element = item as? Sequence.Element {
                        configureCell.value(indexPath.item, element, cell)
                    } else {
                        assertionFailure("Signals: the cell registered for \"\(cellIdentifier)\" is a \(type(of: cell)), not a \(Cell.self)")
                    }
                    return cell
                }
                let items = source.asObservable().map { sequence in sequence.map { $0 as Any } }
                return bindItems(items, to: collectionView, through: dataSource)
            }
        }
    }

    /// The index path of each item the user selects (through a Signals delegate, as for table views).
    public var itemSelected: ControlEvent<IndexPath> {
        relayedEvents(CollectionViewSelection.self, of: base)
    }

    /// The element (bound with `items(...)`) of each item the user selects; selections of items whose
    /// element is not a `T` are skipped.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let collectionView = base
        let models = itemSelected.asObservable().compactMap { [weak collectionView] indexPath in
            // Selections arrive on the main thread, from UIKit.
            MainActor.assumeIsolated {
                AlreadyOnThisThread(model(at: indexPath.item, of: collectionView?.dataSource as? CollectionViewItemsDataSource, as: T.self))
            }.value
        }
        return ControlEvent(events: models)
    }
}

/// The data source of one `items(...)` binding of a collection view.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
final class CollectionViewItemsDataSource: NSObject, ItemsDataSource, UICollectionViewDataSource {
    var items: [Any] = []
    private nonisolated let cell: @MainActor (UICollectionView, IndexPath, Any) -> UICollectionViewCell

    /// A data source making each item's cell with `cell(collectionView, indexPath, element)`.
    nonisolated init(cell: @escaping @MainActor (UICollectionView, IndexPath, Any) -> UICollectionViewCell) {
        self.cell = cell
        super.init()
    }

    func show(in collectionView: UICollectionView) {
        collectionView.dataSource = self
        collectionView.reloadData()
    }

    func remove(from collectionView: UICollectionView) {
        guard collectionView.dataSource === self else { return }
        items = []
        collectionView.dataSource = nil
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(collectionView, indexPath, items[indexPath.item])
    }
}

/// A collection view's selections, through a delegate attached to it.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
final class CollectionViewSelection: NSObject, RelayedEventSource, UICollectionViewDelegate {
    let relay = PublishRelay<IndexPath>()

    static func attach(to collectionView: UICollectionView) -> CollectionViewSelection {
        let selection = CollectionViewSelection()
        collectionView.delegate = selection
        return selection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        relay.accept(indexPath)
    }
}
#endif
