#if canImport(UIKit) && !os(watchOS)
import Signals
import UIKit

/// A data source object that `items(...)` creates per binding; UIKit holds data sources weakly, so
/// the binding's disposable keeps it alive.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
protocol ItemsDataSource: AnyObject {
    associatedtype View: AnyObject & Sendable
    associatedtype Cell: AnyObject

    /// The items shown, type-erased (`modelSelected` casts them back).
    var items: [Any] { get set }

    /// A data source making the cell at each index path with `cell(view, indexPath, element)`.
    nonisolated init(cell: @escaping @MainActor (View, IndexPath, Any) -> Cell)

    /// Dequeues a reusable cell of `view` registered for `identifier`, for `indexPath`.
    static func dequeueCell(of view: View, identifier: String, for indexPath: IndexPath) -> Cell

    /// The position in `items` that `indexPath` stands for (a table's row, a collection's item).
    static func position(of indexPath: IndexPath) -> Int

    /// The data source of this type that `view` currently has, if any.
    static func current(of view: View) -> Self?

    /// Sets `view`'s data source to `dataSource` (`nil` removes it), then reloads `view`.
    static func connect(_ dataSource: Self?, to view: View)
}

@available(iOS 13.0, tvOS 13.0, *)
extension ItemsDataSource {
    /// Makes this object the view's data source and reloads it.
    func show(in view: View) {
        Self.connect(self, to: view)
    }

    /// If this object is still the view's data source, removes it and reloads the view (empty).
    func remove(from view: View) {
        guard Self.current(of: view) === self else { return }
        items = []
        Self.connect(nil, to: view)
    }
}

/// The `items(cellIdentifier:cellType:)` binding of a table or collection view (RxCocoa's shape):
/// given the source of arrays and `configureCell(position, element, cell)`, binds them to `view`
/// through a new `DataSource`, whose cells are dequeued with `cellIdentifier`. A dequeued cell that is
/// not a `Cell` is returned unconfigured (an assertion failure in debug builds). See `bindItems`
/// for the binding's lifetime.
@available(iOS 13.0, tvOS 13.0, *)
func itemsBinder<DataSource: ItemsDataSource & Sendable, Cell, Sequence: Swift.Sequence, Source: ObservableType>(
    _: DataSource.Type, of view: DataSource.View, cellIdentifier: String
) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
where Source.Element == Sequence {
    { source in
        { configureCell in
            // UIKit asks the data source for cells on the main thread only.
            let configureCell = MainActorOnly(configureCell)
            let dataSource = DataSource { view, indexPath, item in
                let cell = DataSource.dequeueCell(of: view, identifier: cellIdentifier, for: indexPath)
                if let typedCell = cell as? Cell, let element = item as? Sequence.Element {
                    configureCell.value(DataSource.position(of: indexPath), element, typedCell)
                } else {
                    assertionFailure("Signals: the cell registered for \"\(cellIdentifier)\" is a \(type(of: cell)), not a \(Cell.self)")
                }
                return cell
            }
            let items = source.asObservable().map { sequence in sequence.map { $0 as Any } }
            return bindItems(items, to: view, through: dataSource)
        }
    }
}

/// The elements (bound with `items(...)` through a `DataSource`) at the index paths `itemSelected`
/// sends, as `modelSelected(_:)` returns them; selections whose element is not a `Model` are skipped.
/// Holds `view` weakly.
@available(iOS 13.0, tvOS 13.0, *)
func modelsSelected<DataSource: ItemsDataSource, Model>(
    _: DataSource.Type, of view: DataSource.View, by itemSelected: ControlEvent<IndexPath>, as _: Model.Type
) -> ControlEvent<Model> {
    let models = itemSelected.asObservable().compactMap { [weak view] indexPath in
        // Selections arrive on the main thread, from UIKit.
        MainActor.assumeIsolated {
            AlreadyOnThisThread(
                model(at: DataSource.position(of: indexPath), of: view.flatMap { DataSource.current(of: $0) }, as: Model.self)
            )
        }.value
    }
    return ControlEvent(events: models)
}

/// Shows each array from `items` in `view` through `dataSource`, on the main thread (RxCocoa's
/// `items` binding). As in RxCocoa, the rows stay when `items` completes; the binding ends when
/// `view` is deallocated, and disposing it empties the view. Holds `view` weakly.
@available(iOS 13.0, tvOS 13.0, *)
func bindItems<DataSource: ItemsDataSource & Sendable>(
    _ items: Observable<[Any]>, to view: DataSource.View, through dataSource: DataSource
) -> Disposable {
    let showing = items
        .completing(whenDeallocated: view)
        .observe(on: MainScheduler())
        .subscribe(onNext: { [weak view] items in
            let items = AlreadyOnThisThread(items)
            // observe(on: MainScheduler()) delivers on the main thread.
            MainActor.assumeIsolated {
                guard let view else { return }
                dataSource.items = items.value
                dataSource.show(in: view)
            }
        })
    // This closure keeps the data source alive until the binding is disposed.
    let removing = Disposables.create { [weak view] in
        onMainActor {
            if let view { dataSource.remove(from: view) }
        }
    }
    return Disposables.create(showing, removing)
}

/// The model shown at `index` by the `items(...)` binding of a view, if it is a `Model`.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
func model<Model>(at index: Int, of dataSource: (any ItemsDataSource)?, as _: Model.Type) -> Model? {
    guard let items = dataSource?.items, items.indices.contains(index) else { return nil }
    return items[index] as? Model
}
#endif
