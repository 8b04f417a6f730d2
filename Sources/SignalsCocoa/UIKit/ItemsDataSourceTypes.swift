#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// A table view data source that an observable's events drive (RxCocoa's
/// `RxTableViewDataSourceType`): `tableView.rx.items(dataSource:)` gives it each event, on the main
/// thread, and makes it the table's data source (through the table's `RxTableViewDataSourceProxy`).
/// What RxDataSources-style sectioned and animated data sources implement.
public protocol RxTableViewDataSourceType {
    /// The type of value the bound observable sends (an array of sections, of items…).
    associatedtype Element

    /// Applies one event of the bound observable: store the new items and update `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The bound table view.
    ///   - observedEvent: The event; `.next` carries the items to show.
    @MainActor
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}

/// A collection view data source that an observable's events drive (RxCocoa's
/// `RxCollectionViewDataSourceType`); see `RxTableViewDataSourceType`.
public protocol RxCollectionViewDataSourceType {
    /// The type of value the bound observable sends.
    associatedtype Element

    /// Applies one event of the bound observable: store the new items and update `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The bound collection view.
    ///   - observedEvent: The event; `.next` carries the items to show.
    @MainActor
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}

/// A data source that can say which model it shows at an index path (RxCocoa's
/// `SectionedViewDataSourceType`): what `modelSelected`, `modelDeleted` and `model(at:)` read.
public protocol SectionedViewDataSourceType {
    /// The model shown at `indexPath`.
    ///
    /// - Parameter indexPath: A row's or item's index path.
    /// - Returns: Its model.
    /// - Throws: When there is no model there (such as `RxCocoaError.itemsNotYetBound`).
    @MainActor
    func model(at indexPath: IndexPath) throws -> Any
}
#endif
