#if canImport(UIKit) && !os(watchOS)
import Signals
import UIKit

@available(iOS 13.0, tvOS 13.0, *)
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
        itemsBinder(CollectionViewItemsDataSource.self, of: base, cellIdentifier: cellIdentifier)
    }

    /// The index path of each item the user selects (through a Signals delegate, as for table views).
    public var itemSelected: ControlEvent<IndexPath> {
        relayedEvents(CollectionViewSelection.self, of: base)
    }

    /// The element (bound with `items(...)`) of each item the user selects; selections of items whose
    /// element is not a `T` are skipped.
    ///
    /// - Parameter modelType: The element type of the bound items: `modelSelected(String.self)`.
    /// - Returns: The selected elements, on the main thread; completes when the view is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        modelsSelected(CollectionViewItemsDataSource.self, of: base, by: itemSelected, as: T.self)
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

    /// Dequeues with the collectionView's own `dequeueReusableCell`.
    static func dequeueCell(of collectionView: UICollectionView, identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The index path's `item`.
    static func position(of indexPath: IndexPath) -> Int { indexPath.item }

    /// The collectionView's data source, if it is one of these.
    static func current(of collectionView: UICollectionView) -> CollectionViewItemsDataSource? { collectionView.dataSource as? CollectionViewItemsDataSource }

    /// Sets the collectionView's data source and reloads it.
    static func connect(_ dataSource: CollectionViewItemsDataSource?, to collectionView: UICollectionView) {
        collectionView.dataSource = dataSource
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
