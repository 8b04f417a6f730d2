#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The data source of an `items(cellIdentifier:cellType:)` binding (RxCocoa's shape): cells are
/// dequeued with `cellIdentifier` and set up by `configureCell(position, element, cell)`. A dequeued
/// cell that is not a `Cell` is returned unconfigured (an assertion failure in debug builds).
func cellIdentifierDataSource<View: ItemsView, Cell, Element>(
    for _: View.Type, cellIdentifier: String, configureCell: @escaping (Int, Element, Cell) -> Void
) -> ItemsDataSource {
    // UIKit asks the data source for cells on the main thread only.
    let configureCell = MainActorOnly(configureCell)
    return ItemsDataSource { view, indexPath, item in
        guard let view = view as? View else { preconditionFailure("Signals: items bound to a \(View.self) were asked for by another view") }
        let cell = view.dequeueCell(identifier: cellIdentifier, for: indexPath)
        if let typedCell = cell as? Cell, let element = item as? Element {
            configureCell.value(View.position(of: indexPath), element, typedCell)
        } else {
            assertionFailure("Signals: the cell registered for \"\(cellIdentifier)\" is a \(type(of: cell)), not a \(Cell.self)")
        }
        return cell
    }
}

/// The data source of an `items(_:)` binding (RxCocoa's shape): `cellFactory(view, position, element)`
/// makes each cell, usually dequeuing it.
func cellFactoryDataSource<View: ItemsView, Element>(
    for _: View.Type, cellFactory: @escaping (View, Int, Element) -> View.Cell
) -> ItemsDataSource {
    // UIKit asks the data source for cells on the main thread only.
    let cellFactory = MainActorOnly(cellFactory)
    return ItemsDataSource { view, indexPath, item in
        guard let view = view as? View, let element = item as? Element else {
            preconditionFailure("Signals: items bound to a \(View.self) were asked for by another view")
        }
        return cellFactory.value(view, View.position(of: indexPath), element)
    }
}

extension ObservableType where Element: Sequence {
    /// Each sequence as an array of its elements, type-erased for an `ItemsDataSource`.
    func itemArrays() -> Observable<[Any]> { map { sequence in sequence.map { $0 as Any } } }
}

/// Binds `source` to `view` through `dataSource` (RxCocoa's `subscribeProxyDataSource`): makes it
/// the forward data source of the view's `Proxy`, then gives it each event on the main thread with
/// `apply`. As in RxCocoa, the items stay when `source` completes, an error is reported as a binding
/// error, and the binding ends when `view` is deallocated; disposing it removes the data source and
/// reloads the view (empty). Installs the view's delegate proxy first, as RxCocoa does. Must be called
/// on the main thread; holds `view` weakly.
func bindDataSource<Proxy: DelegateProxyType, Element>(
    _ source: Observable<Element>,
    to view: Proxy.ParentObject,
    through _: Proxy.Type,
    dataSource: Proxy.Delegate,
    apply: @escaping @MainActor (Proxy.ParentObject, Event<Element>) -> Void
) -> Disposable where Proxy.ParentObject: DataSourceBoundView {
    let apply = MainActorOnly(apply)
    let dataSource = MainActorOnly(dataSource)
    return assumeMainActor {
        // As RxCocoa: a table or collection view's delegate proxy first, so its events are observed
        // from the first cell.
        if let scrollView = view as? UIScrollView { _ = RxScrollViewDelegateProxy.proxy(for: scrollView) }
        let removing = Proxy.installForwardDelegate(dataSource.value, retainDelegate: true, onProxyForObject: view)
        let showing = source
            .observe(on: MainScheduler())
            .catch { error in
                reportBindingError(error)
                return .empty()
            }
            .concat(Observable.never())
            .take(until: Reactive(view).deallocated)
            .subscribe { [weak view] event in
                let event = AlreadyOnThisThread(event)
                // observe(on: MainScheduler()) delivers on the main thread.
                assumeMainActor {
                    if let view { apply.value(view, event.value) }
                }
            }
        return Disposables.create { [weak view] in
            showing.dispose()
            removing.dispose()
            onMainActor { view?.reloadData() }
        }
    }
}

/// The element `model(at:)` finds at each index path of `indexPaths` that is a `Model`, as
/// `modelSelected(_:)` and `modelDeleted(_:)` return them; others are skipped. Holds `view` weakly.
func sectionedModels<View: AnyObject & Sendable, Model>(
    of view: View, at indexPaths: ControlEvent<IndexPath>, as _: Model.Type,
    dataSource: @escaping @MainActor @Sendable (View) -> SectionedViewDataSourceType?
) -> ControlEvent<Model> {
    let models = indexPaths.asObservable().compactMap { [weak view] indexPath in
        // Index paths arrive on the main thread, from UIKit.
        assumeMainActor {
            AlreadyOnThisThread(view.flatMap { dataSource($0) }.flatMap { try? $0.model(at: indexPath) } as? Model)
        }.value
    }
    return ControlEvent(events: models)
}

/// `dataSource`'s model at `indexPath` as a `T` (RxCocoa's `model(at:)`): `RxCocoaError.itemsNotYetBound`
/// when no `items` binding is there, `RxCocoaError.castingError` when the model is not a `T`. Call on
/// the main thread (checked).
func sectionedModel<T>(at indexPath: IndexPath, of dataSource: Any?, view: AnyObject) throws -> T {
    guard let dataSource = dataSource as? SectionedViewDataSourceType else { throw RxCocoaError.itemsNotYetBound(object: view) }
    let sectioned = MainActorOnly(dataSource)
    let model = try assumeMainActor { MainActorOnly(try sectioned.value.model(at: indexPath)) }.value
    return try castOrThrow(T.self, model)
}
#endif
