#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The delegate proxy of a collection view (RxCocoa's `RxCollectionViewDelegateProxy`): a scroll
/// view proxy that also observes selection, deselection and cells shown and hidden; every message
/// still reaches the forward delegate.
open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The collection view; held weakly.
    public private(set) weak var collectionView: UICollectionView?

    /// The proxy of `collectionView`; use `RxScrollViewDelegateProxy.proxy(for:)` (or `collectionView.rx.delegate`).
    ///
    /// - Parameter collectionView: The collection view; held weakly.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
    }
}

extension RxCollectionViewDelegateProxy: UICollectionViewDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.didSelectItem, arguments: [collectionView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didSelectItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didSelectItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.didDeselectItem, arguments: [collectionView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didDeselectItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didDeselectItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - cell: The cell.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.willDisplayCell, arguments: [collectionView, cell, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - cell: The cell.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.didEndDisplayingCell, arguments: [collectionView, cell, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.didHighlightItem, arguments: [collectionView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didHighlightItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didHighlightItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        intercept(CollectionViewSelectors.didUnhighlightItem, arguments: [collectionView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - view: The supplementary view about to be shown.
    ///   - elementKind: Its kind (`UICollectionView.elementKindSectionHeader`, …).
    ///   - indexPath: Its index path.
    @MainActor
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {
        intercept(CollectionViewSelectors.willDisplaySupplementaryView, arguments: [collectionView, view, elementKind, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - view: The supplementary view that went off screen.
    ///   - elementKind: Its kind.
    ///   - indexPath: Its index path.
    @MainActor
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {
        intercept(CollectionViewSelectors.didEndDisplayingSupplementaryView, arguments: [collectionView, view, elementKind, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view UIKit tells.
    ///   - context: The focus update, with the index paths it moves between.
    ///   - coordinator: Runs animations alongside it.
    @MainActor
    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        intercept(CollectionViewSelectors.didUpdateFocus, arguments: [collectionView, context, coordinator]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UICollectionViewDelegate)?.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
            #else
            (delegate as? UICollectionViewDelegate)?.collectionView?(collectionView, didUpdateFocusIn: context, with: coordinator)
            #endif
        }
    }
}

/// The `UICollectionViewDelegate` and `UICollectionViewDataSource` methods the collection proxies observe.
enum CollectionViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didSelectItem = Selector("collectionView:didSelectItemAtIndexPath:")
    static let didDeselectItem = Selector("collectionView:didDeselectItemAtIndexPath:")
    static let didHighlightItem = Selector("collectionView:didHighlightItemAtIndexPath:")
    static let didUnhighlightItem = Selector("collectionView:didUnhighlightItemAtIndexPath:")
    static let willDisplayCell = Selector("collectionView:willDisplayCell:forItemAtIndexPath:")
    static let didEndDisplayingCell = Selector("collectionView:didEndDisplayingCell:forItemAtIndexPath:")
    static let moveItem = Selector("collectionView:moveItemAtIndexPath:toIndexPath:")
    static let willDisplaySupplementaryView = Selector("collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:")
    static let didEndDisplayingSupplementaryView = Selector("collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:")
    static let didUpdateFocus = Selector("collectionView:didUpdateFocusInContext:withAnimationCoordinator:")
    #else
    static let didSelectItem = #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:))
    static let didDeselectItem = #selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:))
    static let didHighlightItem = #selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:))
    static let didUnhighlightItem = #selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:))
    static let willDisplayCell = #selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:))
    static let didEndDisplayingCell = #selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:))
    static let moveItem = #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))
    static let willDisplaySupplementaryView = #selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:))
    static let didEndDisplayingSupplementaryView = #selector(
        UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
    )
    static let didUpdateFocus = #selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:))
    #endif
}
#endif
