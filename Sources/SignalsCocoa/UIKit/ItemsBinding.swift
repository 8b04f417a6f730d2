#if canImport(UIKit) && !os(watchOS)
import Signals
import UIKit

/// A data source object that `items(...)` creates per binding; UIKit holds data sources weakly, so
/// the binding's disposable keeps it alive.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor
protocol ItemsDataSource: AnyObject {
    associatedtype View: AnyObject & Sendable

    /// The items shown, type-erased (`modelSelected` casts them back).
    var items: [Any] { get set }

    /// Makes this object the view's data source and reloads it.
    func show(in view: View)

    /// If this object is still the view's data source, removes it and reloads the view (empty).
    func remove(from view: View)
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
