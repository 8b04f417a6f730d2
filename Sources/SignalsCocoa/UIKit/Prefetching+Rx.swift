#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The table view's prefetching, on its prefetch data source proxy as RxCocoa's: each event is a
/// `ControlEvent` (main thread, completes when the table view is deallocated), and a prefetch data
/// source the app set, or set with `rx.setPrefetchDataSource`, still gets both messages.
extension Reactive where Base: UITableView {
    /// The table view's prefetch data source proxy (RxCocoa's `rx.prefetchDataSource`), installed on first use.
    public var prefetchDataSource: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> {
        RxTableViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Makes `prefetchDataSource` the table view's prefetch data source behind its proxy, until the
    /// returned `Disposable` is disposed; the proxy holds it weakly. Call on the main thread.
    ///
    /// - Parameter prefetchDataSource: The prefetch data source.
    /// - Returns: Removes it again.
    public func setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching) -> Disposable {
        RxTableViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The rows UIKit asks to prefetch, each time (`tableView(_:prefetchRowsAt:)`).
    public var prefetchRows: ControlEvent<[IndexPath]> {
        prefetchEvent(PrefetchingSelectors.prefetchRows)
    }

    /// The rows UIKit no longer needs prefetched, each time (`tableView(_:cancelPrefetchingForRowsAt:)`).
    public var cancelPrefetchingForRows: ControlEvent<[IndexPath]> {
        prefetchEvent(PrefetchingSelectors.cancelPrefetchingRows)
    }

    /// The index paths of the prefetch data source messages `selector`.
    private func prefetchEvent(_ selector: Selector) -> ControlEvent<[IndexPath]> {
        proxyEvent(of: base, { RxTableViewDataSourcePrefetchingProxy.proxy(for: $0).methodInvoked(selector) }) {
            try castOrThrow([IndexPath].self, $0[1])
        }
    }
}

/// The collection view's prefetching, as the table view's.
extension Reactive where Base: UICollectionView {
    /// The collection view's prefetch data source proxy (RxCocoa's `rx.prefetchDataSource`), installed on first use.
    public var prefetchDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> {
        RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Makes `prefetchDataSource` the collection view's prefetch data source behind its proxy, until the
    /// returned `Disposable` is disposed; the proxy holds it weakly. Call on the main thread.
    ///
    /// - Parameter prefetchDataSource: The prefetch data source.
    /// - Returns: Removes it again.
    public func setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching) -> Disposable {
        RxCollectionViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The items UIKit asks to prefetch, each time (`collectionView(_:prefetchItemsAt:)`).
    public var prefetchItems: ControlEvent<[IndexPath]> {
        prefetchEvent(PrefetchingSelectors.prefetchItems)
    }

    /// The items UIKit no longer needs prefetched, each time (`collectionView(_:cancelPrefetchingForItemsAt:)`).
    public var cancelPrefetchingForItems: ControlEvent<[IndexPath]> {
        prefetchEvent(PrefetchingSelectors.cancelPrefetchingItems)
    }

    /// The index paths of the prefetch data source messages `selector`.
    private func prefetchEvent(_ selector: Selector) -> ControlEvent<[IndexPath]> {
        proxyEvent(of: base, { RxCollectionViewDataSourcePrefetchingProxy.proxy(for: $0).methodInvoked(selector) }) {
            try castOrThrow([IndexPath].self, $0[1])
        }
    }
}
#endif
