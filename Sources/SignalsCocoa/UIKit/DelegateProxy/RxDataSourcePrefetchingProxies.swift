#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UITableView: @preconcurrency HasPrefetchDataSource {
    /// A table view's prefetch data source protocol.
    public typealias PrefetchDataSource = UITableViewDataSourcePrefetching
}

extension UICollectionView: @preconcurrency HasPrefetchDataSource {
    /// A collection view's prefetch data source protocol.
    public typealias PrefetchDataSource = UICollectionViewDataSourcePrefetching
}

/// The prefetch data source proxy of a table view (RxCocoa's `RxTableViewDataSourcePrefetchingProxy`):
/// it observes which rows UIKit asks to prefetch and to stop prefetching; both messages still reach
/// the forward prefetch data source (set before, or with `rx.setPrefetchDataSource`).
open class RxTableViewDataSourcePrefetchingProxy: DelegateProxy<UITableView, UITableViewDataSourcePrefetching>, DelegateProxyType {
    /// The table view; held weakly.
    public private(set) weak var tableView: UITableView?

    /// The proxy of `tableView`; use `proxy(for:)` (or `tableView.rx.prefetchDataSource`) to get the installed one.
    ///
    /// - Parameter tableView: The table view; held weakly.
    public init(tableView: ParentObject) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourcePrefetchingProxy.self)
    }

    /// Registers the table view's proxy.
    public static func registerKnownImplementations() {
        register { RxTableViewDataSourcePrefetchingProxy(tableView: $0) }
    }
}

extension RxTableViewDataSourcePrefetchingProxy: UITableViewDataSourcePrefetching {
    /// Tells observers, then the forward prefetch data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPaths: The rows to prefetch.
    @MainActor
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        intercept(PrefetchingSelectors.prefetchRows, arguments: [tableView, indexPaths]) { delegate in
            delegate.tableView(tableView, prefetchRowsAt: indexPaths)
        }
    }

    /// Tells observers, then the forward prefetch data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPaths: The rows no longer to prefetch.
    @MainActor
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        intercept(PrefetchingSelectors.cancelPrefetchingRows, arguments: [tableView, indexPaths]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
            #else
            delegate.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
            #endif
        }
    }
}

/// The prefetch data source proxy of a collection view (RxCocoa's
/// `RxCollectionViewDataSourcePrefetchingProxy`): as the table view's, for items.
open class RxCollectionViewDataSourcePrefetchingProxy: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching>, DelegateProxyType {
    /// The collection view; held weakly.
    public private(set) weak var collectionView: UICollectionView?

    /// The proxy of `collectionView`; use `proxy(for:)` (or `collectionView.rx.prefetchDataSource`).
    ///
    /// - Parameter collectionView: The collection view; held weakly.
    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourcePrefetchingProxy.self)
    }

    /// Registers the collection view's proxy.
    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourcePrefetchingProxy(collectionView: $0) }
    }
}

extension RxCollectionViewDataSourcePrefetchingProxy: UICollectionViewDataSourcePrefetching {
    /// Tells observers, then the forward prefetch data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPaths: The items to prefetch.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        intercept(PrefetchingSelectors.prefetchItems, arguments: [collectionView, indexPaths]) { delegate in
            delegate.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }
    }

    /// Tells observers, then the forward prefetch data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPaths: The items no longer to prefetch.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        intercept(PrefetchingSelectors.cancelPrefetchingItems, arguments: [collectionView, indexPaths]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
            #else
            delegate.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
            #endif
        }
    }
}

/// The prefetching methods the proxies observe.
enum PrefetchingSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let prefetchRows = Selector("tableView:prefetchRowsAtIndexPaths:")
    static let cancelPrefetchingRows = Selector("tableView:cancelPrefetchingForRowsAtIndexPaths:")
    static let prefetchItems = Selector("collectionView:prefetchItemsAtIndexPaths:")
    static let cancelPrefetchingItems = Selector("collectionView:cancelPrefetchingForItemsAtIndexPaths:")
    #else
    static let prefetchRows = #selector(UITableViewDataSourcePrefetching.tableView(_:prefetchRowsAt:))
    static let cancelPrefetchingRows = #selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:))
    static let prefetchItems = #selector(UICollectionViewDataSourcePrefetching.collectionView(_:prefetchItemsAt:))
    static let cancelPrefetchingItems = #selector(UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:))
    #endif
}
#endif
