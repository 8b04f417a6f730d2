#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UICollectionView: @preconcurrency HasDataSource {
    /// A collection view's data source protocol.
    public typealias DataSource = UICollectionViewDataSource
}

/// The data source proxy of a collection view (RxCocoa's `RxCollectionViewDataSourceProxy`): it
/// answers with its forward data source (an `items` binding, or the app's own), and with no items
/// when there is none; it observes items moved by the user.
open class RxCollectionViewDataSourceProxy: DelegateProxy<UICollectionView, UICollectionViewDataSource>, DelegateProxyType {
    /// The collection view; held weakly.
    public private(set) weak var collectionView: UICollectionView?

    /// The proxy of `collectionView`; use `proxy(for:)` (or `collectionView.rx.dataSource`) to get the installed one.
    ///
    /// - Parameter collectionView: The collection view; held weakly.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourceProxy.self)
    }

    /// Registers the collection view's data source proxy.
    public static func registerKnownImplementations() {
        register { RxCollectionViewDataSourceProxy(collectionView: $0) }
    }

    #if !SIGNALS_COCOA_UIKIT_STAND_IN
    /// Answers for moving items only while someone observes it or the forward data source implements
    /// it: UIKit offers reordering to data sources that do.
    override open func responds(to aSelector: Selector!) -> Bool {
        if aSelector == CollectionViewSelectors.moveItem {
            return isObserving(aSelector) || forwardedResponds(to: aSelector)
        }
        return super.responds(to: aSelector)
    }
    #endif
}

extension RxCollectionViewDataSourceProxy: UICollectionViewDataSource {
    /// The forward data source's item count, or 0 when there is none.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - section: The section.
    /// - Returns: The forward data source's count, or 0.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        forwardToDelegate()?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    /// The forward data source's cell. Stops the program with a message when there is no data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    /// - Returns: The forward data source's cell.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource = forwardToDelegate() else {
            preconditionFailure("Signals: the collection view has no data source; bind items (rx.items) or set one with rx.setDataSource")
        }
        return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// The forward data source's section count, or 1.
    ///
    /// - Parameter collectionView: The collection view UIKit tells.
    /// - Returns: The forward data source's count, or 1.
    @MainActor
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        #if SIGNALS_COCOA_UIKIT_STAND_IN
        forwardToDelegate()?.numberOfSections(in: collectionView) ?? 1
        #else
        forwardToDelegate()?.numberOfSections?(in: collectionView) ?? 1
        #endif
    }

    /// Tells observers, then the forward data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - sourceIndexPath: Where the row or item was.
    ///   - destinationIndexPath: Where it is now.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        intercept(CollectionViewSelectors.moveItem, arguments: [collectionView, sourceIndexPath, destinationIndexPath]) { dataSource in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            dataSource.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
            #else
            dataSource.collectionView?(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
            #endif
        }
    }
}
#endif
