#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The `items(cellIdentifier:cellType:)` binding of a table or collection view (RxCocoa's shape):
/// given the source of arrays and `configureCell(position, element, cell)`, binds them to `view`
/// through a new `ItemsDataSource`, whose cells are dequeued with `cellIdentifier`. A dequeued cell
/// that is not a `Cell` is returned unconfigured (an assertion failure in debug builds). See
/// `bindItems` for the binding's lifetime.
func itemsBinder<Cell, Sequence: Swift.Sequence, Source: ObservableType>(
    of view: some ItemsView, cellIdentifier: String
) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
where Source.Element == Sequence {
    { source in
        { configureCell in
            // UIKit asks the data source for cells on the main thread only.
            let configureCell = MainActorOnly(configureCell)
            let dataSource = ItemsDataSource(cellIdentifier: cellIdentifier) { position, item, cell in
                if let typedCell = cell as? Cell, let element = item as? Sequence.Element {
                    configureCell.value(position, element, typedCell)
                } else {
                    assertionFailure("Signals: the cell registered for \"\(cellIdentifier)\" is a \(type(of: cell)), not a \(Cell.self)")
                }
            }
            let items = source.asObservable().map { sequence in sequence.map { $0 as Any } }
            return bindItems(items, to: view, through: dataSource)
        }
    }
}

/// The elements (bound with `items(...)`) at the index paths `itemSelected`
/// sends, as `modelSelected(_:)` returns them; selections whose element is not a `Model` are skipped.
/// Holds `view` weakly.
func modelsSelected<View: ItemsView, Model>(
    of view: View, by itemSelected: ControlEvent<IndexPath>, as _: Model.Type
) -> ControlEvent<Model> {
    let models = itemSelected.asObservable().compactMap { [weak view] indexPath in
        // Selections arrive on the main thread, from UIKit.
        assumeMainActor {
            AlreadyOnThisThread(
                model(at: View.position(of: indexPath), of: view?.itemsDataSource, as: Model.self)
            )
        }.value
    }
    return ControlEvent(events: models)
}

/// Shows each array from `items` in `view` through `dataSource`, on the main thread (RxCocoa's
/// `items` binding). As in RxCocoa, the rows stay when `items` completes; the binding ends when
/// `view` is deallocated, and disposing it empties the view. Holds `view` weakly.
func bindItems(_ items: Observable<[Any]>, to view: some ItemsView, through dataSource: ItemsDataSource) -> Disposable {
    let showing = items
        .completing(whenDeallocated: view)
        .observe(on: MainScheduler())
        .subscribe(onNext: { [weak view] items in
            let items = AlreadyOnThisThread(items)
            // observe(on: MainScheduler()) delivers on the main thread.
            assumeMainActor {
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
@MainActor
func model<Model>(at index: Int, of dataSource: ItemsDataSource?, as _: Model.Type) -> Model? {
    guard let items = dataSource?.items, items.indices.contains(index) else { return nil }
    return items[index] as? Model
}
#endif
