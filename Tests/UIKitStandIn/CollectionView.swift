/// A collection view's items (the SDK's is `@MainActor` and inherits `NSObjectProtocol`).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections (optional in the SDK; 1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The user moved an item (optional in the SDK).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// Stands in for the SDK's `optional` (UIKit assumes one section).
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// A collection view's delegate (the SDK's refines `UIScrollViewDelegate`; see TableView.swift on `optional`).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The user selected the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item at `indexPath` was deselected.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The item at `indexPath` was highlighted (a finger went down on it).
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item at `indexPath` lost its highlight.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` went off screen.
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view (a header, footer, …) of kind `elementKind` is about to be shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    )
    /// A supplementary view of kind `elementKind` went off screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String,
        at indexPath: IndexPath
    )
    /// Focus moved within the collection view (tvOS: the remote; iOS: a keyboard).
    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

extension UICollectionViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}

/// A focus update in a collection view, with the index paths it moves between.
@MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The focused item's index path before the update.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The focused item's index path after the update.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// Not UIKit API (UIKit makes these): a context moving focus between two index paths.
    public init(standInFrom previous: IndexPath?, to next: IndexPath?) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init()
    }
}

/// Lays out a collection view's items.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// A layout.
    public override init() {
        super.init()
    }
}

/// A grid layout.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A view of a collection view: a cell, or a supplementary view (header, footer, …).
@MainActor
open class UICollectionReusableView: UIView {}

/// An item of a collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// A cell. (`required` here so that the stand-in collection view can create registered subclasses.)
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// A collection of items, in sections, laid out by a layout.
@MainActor
open class UICollectionView: UIScrollView {
    /// Supplies the items; held weakly, as in UIKit.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Told which items to load ahead of display; held weakly, as in UIKit.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// The delegate as a collection view's (the SDK's `delegate` property; see `UIScrollView.delegate`).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
    /// The cells on screen (the stand-in shows every item), filled by `reloadData()`.
    open private(set) var visibleCells: [UICollectionViewCell] = []
    private var registered: [String: UICollectionViewCell.Type] = [:]

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
    }

    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell of the class registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registered[identifier] else {
            preconditionFailure("UIKit stand-in: no cell class registered for identifier \(identifier)")
        }
        return cellClass.init(frame: .zero)
    }

    /// Asks the data source for every item of every section again; tells the delegate which cells
    /// it shows (`willDisplay`) and which it no longer does (`didEndDisplaying`).
    open func reloadData() {
        for (position, cell) in visibleCells.enumerated() {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPaths[position])
        }
        visibleCells = []
        indexPaths = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for item in 0..<dataSource.collectionView(self, numberOfItemsInSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                visibleCells.append(cell)
                indexPaths.append(indexPath)
            }
        }
    }

    /// The index paths of `visibleCells`, in order.
    private var indexPaths: [IndexPath] = []

}

/// Loads items' data ahead of display (`prefetchItemsAt` is required in the SDK; cancelling is `optional`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// The items at `indexPaths` will be shown soon: start loading their data.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer about to be shown: stop loading.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

// MARK: - Not UIKit API

extension UICollectionView {
    /// UIKit asks the prefetch data source to load the items at `indexPaths`.
    public func standInPrefetchesItems(at indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    /// UIKit cancels prefetching the items at `indexPaths`.
    public func standInCancelsPrefetchingItems(at indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }
}
